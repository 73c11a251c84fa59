import { replyRequest } from '../../features/sessions/companion-prompts';
import { once } from '../../lib/once';
import { createCrisisAwareRespond } from '../../safety/crisis-reply-stage';
import { pipe } from '../stages/pipe';
import { createSafetyCheck } from '../stages/safety-check';
import { splitSentences } from '../stages/split-sentences';
import { TurnError, isAbort } from '../stages/stage';
import { createHearStage } from './hear-utterance';
import { keepRecording } from './keep-recording';
import { ReplySink } from './reply-sink';
import { createSpeakStage, turnContext } from './speak';
import { createUserMessageStore, saveReply } from './transcript-store';
import { releasedUnlessCut, type Turn, type TurnHost, type TurnInput } from './turn';

/**
 * Runs one turn through its pipeline (declared below):
 * utterance -> hear -> save -> safety-check -> respond -> split-sentences -> speak -> socket; a text
 * turn skips hearing and speech. A user's message is saved while the reply starts; the reply's first
 * output waits for the save.
 */
export async function runTurn(host: TurnHost, turn: Turn, input: TurnInput): Promise<void> {
  const { deps } = host;
  const ctx = turnContext(host, turn);
  const sink = new ReplySink(host.outbox, turn.id, host.language, turn.timings);
  // A tentative turn says and keeps nothing until it is released (see TurnInput).
  const tentative = input.kind === 'voice' ? (input.tentative ?? null) : null;
  const released = tentative ? releasedUnlessCut(tentative.held, turn.signal) : null;
  const store = createUserMessageStore(host, input, {
    released,
    onStored: (messageId) => {
      if (input.kind !== 'voice') return;
      turn.timings.reached('transcript');
      keepRecording(host, input.utterance, messageId);
    },
  });

  // Whether the user's message was saved and announced: awaited before the reply's first output.
  let announced: boolean | null = null;
  const announce = () =>
    store.saved().catch((error: unknown) => {
      report(host, error);
      turn.cut();
      return false;
    });

  // The reply, and its voice, follow the language the person writes or speaks in (the profile's when unsure).
  const replyLanguage = () => host.conversation.replyLanguage(host.language);
  const safetyCheck = createSafetyCheck({
    ai: deps.ai,
    timeoutMs: deps.timeouts.moderationMs,
    onFlagged: async (flag) => {
      // Words of a tentative turn the person spoke on from come again in the turn that follows.
      if (released && !(await released)) return;
      // After the message's own save (saved or failed: the lines go out either way).
      await store.saved().catch(() => false);
      const surface = input.kind === 'voice' ? 'voice' : 'chat';
      // Its insights and summary must never read as hopeful; a failure here must not hold up the lines.
      const marked = deps.sessions
        .markRiskDetected(host.userId, host.id, new Date(deps.clock.now()))
        .catch((error: unknown) => deps.log.error({ err: error }, 'marking the session at risk failed'));
      const support = await deps.crisis.refer({ userId: host.userId, language: replyLanguage(), surface, ...flag });
      host.outbox.emit({ type: 'crisis.resources', ...support });
      await marked;
    },
    keep: (verdicts) => host.keepSafetyVerdicts(verdicts),
  });
  const respond = createCrisisAwareRespond({
    ai: deps.ai,
    timeoutMs: deps.timeouts.replyMs,
    request: async () => replyRequest(host.surface, replyLanguage(), host.conversation),
    crisisReply: () => deps.crisis.replyFor(host.userId, replyLanguage()),
  });

  // The turn's pipeline, in order: a call hears the utterance first and speaks the reply's sentences.
  const textReply = pipe(store.stage, safetyCheck, respond);
  const hear = createHearStage(host, tentative && released ? { ...tentative, released } : null);
  const voiceReply = pipe(hear, textReply, splitSentences, createSpeakStage(host, replyLanguage));

  let failure: { error: unknown } | null = null;
  try {
    if (input.kind === 'text') {
      for await (const delta of textReply(once(input.text), ctx)) {
        if (!(announced ??= await announce())) break;
        // A turn cut before its reply (kept for its message and safety check) says nothing more.
        if (turn.signal.aborted) break;
        sink.delta(delta);
      }
    } else {
      for await (const frame of voiceReply(once(input.utterance), ctx)) {
        if (!(announced ??= await announce())) break;
        sink.frame(frame);
      }
    }
  } catch (error) {
    if (!isAbort(error, turn.signal)) failure = { error };
  }
  sink.finish(turn.signal.aborted);
  if (failure && (released === null || (await released))) report(host, failure.error);
  if (!(announced ?? (await announce()))) return;
  await finishReply(host, turn, input.kind, sink.text, turn.signal.aborted || failure !== null);
}

async function finishReply(host: TurnHost, turn: Turn, source: TurnInput['kind'], text: string, interrupted: boolean) {
  const messageId = await saveReply(host, source, text, interrupted);
  if (interrupted) {
    host.outbox.emit({ type: 'response.cancelled', turnId: turn.id, messageId, text });
    return;
  }
  host.outbox.emit({ type: 'response.done', turnId: turn.id, messageId, text });
  turn.timings.reached('reply_done');
  host.afterReply();
}

function report(host: TurnHost, error: unknown): void {
  if (error instanceof TurnError) {
    host.outbox.error(error.code, error.text);
    return;
  }
  host.deps.log.error({ err: error }, 'turn failed');
  host.outbox.error('provider_failed', { key: 'session:messages.processingFailed' });
}
