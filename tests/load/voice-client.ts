import { performance } from 'node:perf_hooks';
import { encodeAudioFrame, type AudioFrameHeader } from '@shared/protocol/audio-frame';
import { AUDIO_FRAME_MS } from '@shared/protocol/version';
import type { AudioTicker } from './audio-ticker';
import { closeSession, openSession, pause, type ClientContext } from './session-client';
import type { SessionSocket } from './session-socket';
import { TurnProbe } from './turn-probe';
import { recordTurn } from './turn-record';
import type { BenchUser } from './users';

export interface VoiceContext extends ClientContext {
  ticker: AudioTicker;
  /** The utterance every voice session speaks, as Opus packets. */
  packets: Uint8Array[];
}

/**
 * One person on a call, in a loop: speak the utterance in real time (`input_audio.start`, packets,
 * `input_audio.commit`), listen to the whole reply, pause, speak again, until the run's time is up.
 */
export async function runVoiceSession(user: BenchUser, ctx: VoiceContext): Promise<void> {
  const socket = await openSession(user, ctx, { mode: 'voice', surface: 'session' });
  if (!socket) {
    ctx.turnsOver.arrive();
    return;
  }
  try {
    // People do not all start talking on the same beat.
    await pause(Math.random() * (ctx.packets.length * AUDIO_FRAME_MS + ctx.options.pauseMs), ctx.stop);
    for (let utteranceId = 1; !ctx.stop.aborted && socket.open; utteranceId++) {
      const probe = await speak(socket, utteranceId, ctx);
      if (!probe) break;
      const outcome = await probe.finished(ctx.options.turnTimeoutS * 1000);
      socket.listener = null;
      recordTurn(probe, outcome, ctx.results, ctx.floor);
      if (outcome.kind === 'failed' && outcome.endsSession) break;
      await pause(ctx.options.pauseMs, ctx.stop);
    }
  } catch (error) {
    ctx.results.harnessError(`voice session: ${error instanceof Error ? error.stack : String(error)}`);
  } finally {
    ctx.turnsOver.arrive();
    await closeSession(socket, ctx);
  }
}

/** Streams one utterance and commits it; null when the run ended before it was all spoken. */
async function speak(socket: SessionSocket, utteranceId: number, ctx: VoiceContext): Promise<TurnProbe | null> {
  socket.send({ type: 'input_audio.start', utteranceId });
  const header: AudioFrameHeader = { kind: 'input', streamId: utteranceId, sentenceIndex: 0, sequence: 0 };
  const spoken = await ctx.ticker.play(
    ctx.packets.length,
    (index) => {
      header.sequence = index;
      socket.sendAudio(encodeAudioFrame(header, ctx.packets[index] ?? new Uint8Array()));
    },
    ctx.stop,
  );
  if (!spoken || !socket.open) return null;
  const probe = new TurnProbe('voice', performance.now());
  socket.listener = probe;
  socket.send({ type: 'input_audio.commit', utteranceId });
  ctx.results.turnsStarted.voice++;
  return probe;
}
