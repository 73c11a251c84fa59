import { textKey } from '@shared/i18n/text';
import { resumeAudioContext, sharedAudioContext } from './audio-context';
import { OpusDecoder, type DecodedAudio } from './opus-decoder';
import { PlaybackSchedule } from './playback-schedule';

/** Shown when reply audio cannot be played (text from the product specification): a text key, said where it is shown. */
export const PLAYBACK_FAILED = textKey('session:screen.playbackFailed');

export interface PlaybackEnd {
  readonly playedMs: number;
  /** True when stop() cut the turn (barge-in) before it finished. */
  readonly interrupted: boolean;
}

export interface VoicePlayerEvents {
  onPlaybackStart?(turnId: string): void;
  onPlaybackEnd?(turnId: string, end: PlaybackEnd): void;
  /** Nothing is queued or playing any more. */
  onIdle?(): void;
  onError?(error: Error): void;
}

export interface VoicePlayer {
  /** Call from the person's click: lets the browser play audio from now on. */
  unlock(): Promise<void>;
  /** Queues one raw Opus packet (48 kHz, mono, 20 ms) of the reply `turnId`. */
  enqueue(turnId: string, packet: Uint8Array): void;
  /** No more packets will come for the turn; onPlaybackEnd fires once its audio has played. */
  finishTurn(turnId: string): void;
  /** Drops everything queued and silences at once. */
  stop(): void;
  /** Milliseconds of the turn actually heard so far. */
  playedMs(turnId: string): number;
  readonly playing: boolean;
  close(): void;
}

interface Turn {
  readonly id: string;
  readonly sources: Set<AudioBufferSourceNode>;
  started: boolean;
  finished: boolean;
}

/**
 * Plays reply audio gap-free through a hidden <audio> element fed by a MediaStream, because
 * Chromium's echo cancellation covers media elements but not Web Audio's own output.
 */
export function createVoicePlayer(events: VoicePlayerEvents = {}): VoicePlayer {
  const context = sharedAudioContext();
  const output = context.createMediaStreamDestination();
  const element = new Audio();
  element.srcObject = output.stream;
  const schedule = new PlaybackSchedule();
  const turns = new Map<string, Turn>();
  const dropped = new Set<string>();

  const fail = (error: unknown) => events.onError?.(new Error(PLAYBACK_FAILED, { cause: error }));
  const ensurePlaying = () => {
    if (element.paused) element.play().catch(fail);
  };

  const settle = (turn: Turn) => {
    if (!turn.finished || turn.sources.size > 0 || decoder.pending(turn.id) > 0) return;
    turns.delete(turn.id);
    if (turn.started) events.onPlaybackEnd?.(turn.id, { playedMs: schedule.playedMs(turn.id, context.currentTime), interrupted: false });
    if (turns.size === 0) events.onIdle?.();
  };

  const play = (turnId: string, audio: DecodedAudio) => {
    const turn = turns.get(turnId);
    if (!turn) return;
    const buffer = context.createBuffer(1, audio.samples.length, audio.sampleRate);
    buffer.copyToChannel(audio.samples, 0);
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(output);
    source.onended = () => {
      turn.sources.delete(source);
      settle(turn);
    };
    turn.sources.add(source);
    source.start(schedule.place(turnId, context.currentTime, buffer.duration));
    if (turn.started) return;
    turn.started = true;
    events.onPlaybackStart?.(turnId);
  };

  const decoder = new OpusDecoder(play, (turnIds, error) => {
    fail(error);
    turnIds.forEach((id) => {
      const turn = turns.get(id);
      if (turn) settle(turn);
    });
  });

  const stop = () => {
    const now = context.currentTime;
    decoder.reset();
    schedule.cut(now);
    const cut = [...turns.values()];
    turns.clear();
    for (const turn of cut) {
      dropped.add(turn.id);
      for (const source of turn.sources) {
        source.onended = null;
        source.stop();
      }
      if (turn.started) events.onPlaybackEnd?.(turn.id, { playedMs: schedule.playedMs(turn.id, now), interrupted: true });
    }
    if (cut.length > 0) events.onIdle?.();
  };

  return {
    unlock: async () => {
      await resumeAudioContext();
      await element.play();
    },
    enqueue: (turnId, packet) => {
      if (dropped.has(turnId)) return;
      if (!turns.has(turnId)) turns.set(turnId, { id: turnId, sources: new Set(), started: false, finished: false });
      ensurePlaying();
      decoder.decode(turnId, packet);
    },
    finishTurn: (turnId) => {
      const turn = turns.get(turnId);
      if (!turn) return;
      turn.finished = true;
      decoder.flush();
      settle(turn);
    },
    stop,
    playedMs: (turnId) => schedule.playedMs(turnId, context.currentTime),
    get playing() {
      return turns.size > 0;
    },
    close: () => {
      stop();
      decoder.close();
      element.pause();
      element.srcObject = null;
      output.disconnect();
    },
  };
}
