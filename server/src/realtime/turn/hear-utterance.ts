import { sleep } from '../../lib/clock';
import { once } from '../../lib/once';
import { pipe } from '../stages/pipe';
import { TurnError, type Stage, type TurnContext, type Utterance } from '../stages/stage';
import { createTranscribeStage } from '../stages/transcribe';
import { createRecordingFilter, createTranscriptFilter } from '../stages/turn-filter';
import type { TentativeTurn, TurnHost } from './turn';

/**
 * utterance -> turn-filter (recording) -> transcribe -> turn-filter (transcript): what the user said, if
 * worth answering. Speech that was not understood (too short, empty, failed) costs no voice time. A
 * tentative turn says what it heard at once, and passes it on once its reply may be asked.
 */
export function createHearStage(
  host: TurnHost,
  tentative: (TentativeTurn & { released: Promise<boolean> }) | null = null,
): Stage<Utterance, string> {
  // What a tentative turn tells the client and the meter waits for its release, and never happens without it.
  const released = tentative?.released;
  const whenReleased = (effect: () => void) => (released ? void released.then((ok) => ok && effect()) : effect());
  return async function* hear(utterances, ctx) {
    const startedAt = ctx.clock.now();
    for await (const utterance of utterances) {
      // When the person started speaking, on the server clock.
      const spokenSince = ctx.clock.now() - utterance.durationMs;
      const dropped = (reason: 'audio_too_short' | 'transcript_too_short') => (utteranceId: number) =>
        whenReleased(() => {
          host.speechNotUnderstood(spokenSince, false);
          host.outbox.emit({ type: 'input_audio.dropped', utteranceId, reason });
        });
      const transcribe = createTranscribeStage({
        ai: host.deps.ai,
        // A recogniser of every language (a speech-to-text service) hears which one is spoken, so the
        // reply can follow it; a hint would pin the transcript to the profile's language.
        language: host.deps.speech.languages === null ? undefined : host.language,
        timeoutMs: host.deps.timeouts.transcribeMs,
      });
      const heard = pipe(createRecordingFilter(dropped('audio_too_short')), transcribe, createTranscriptFilter(dropped('transcript_too_short')));
      try {
        for await (const transcript of heard(once(utterance), ctx)) {
          whenReleased(() => host.speechUnderstood());
          const wait = startedAt + (tentative?.heard(transcript.text) ?? 0) - ctx.clock.now();
          if (tentative && wait > 0) await untilReplyAsked(tentative.released, wait, ctx);
          yield transcript.text;
        }
      } catch (error) {
        // Only the transcription's own failures land here; a failure later in the turn stays charged.
        if (error instanceof TurnError) whenReleased(() => host.speechNotUnderstood(spokenSince, error.code === 'stt_unavailable'));
        throw error;
      }
    }
  };
}

/** Waits out `ms`, or less if the turn is committed sooner (a split or the microphone turned off); throws if cut. */
async function untilReplyAsked(released: Promise<boolean>, ms: number, ctx: TurnContext): Promise<void> {
  const committed = new AbortController();
  void released.then(() => committed.abort());
  await sleep(ctx.clock, ms, AbortSignal.any([ctx.signal, committed.signal])).catch(() => undefined);
  ctx.signal.throwIfAborted();
}
