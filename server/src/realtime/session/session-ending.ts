import type { MoodAfter } from '@shared/protocol/client-messages';
import type { SessionEnded } from '@shared/protocol/server-messages';
import type { RealtimeDeps } from '../realtime-deps';
import type { SessionOutbox } from '../outbox/session-outbox';
import type { UsageMeter } from './usage-meter';

export interface Ending {
  reason: SessionEnded['reason'];
  moodAfter?: MoodAfter;
  startedAt: number;
  /** The server-clock time the session ended: now, or when the socket dropped for a timeout. */
  endedAt: number;
}

/**
 * The books of an ending session: unused voice time goes back, the duration, voice time, mood after
 * and transcript are recorded, and the client is told. A database failure is logged, never thrown:
 * the session ends either way. A session of a deleted account writes nothing: its rows are going.
 */
export async function recordEnding(
  deps: RealtimeDeps,
  session: { readonly id: string; readonly userId: string; readonly outbox: SessionOutbox },
  meter: UsageMeter,
  ending: Ending,
): Promise<void> {
  const durationSeconds = Math.max(0, Math.round((ending.endedAt - ending.startedAt) / 1000));
  if (ending.reason === 'account_deleted') {
    meter.dispose();
    session.outbox.emit({ type: 'session.ended', sessionId: session.id, reason: ending.reason, durationSeconds });
    return;
  }
  await meter.pause().catch((error: unknown) => deps.log.error({ err: error }, 'voice usage refund failed'));
  meter.dispose();
  try {
    await deps.sessions.end(session.userId, session.id, {
      durationSeconds,
      voiceSeconds: meter.voiceSeconds,
      moodAfter: ending.moodAfter,
    });
  } catch (error) {
    deps.log.error({ err: error }, 'recording the session end failed');
  }
  session.outbox.emit({ type: 'session.ended', sessionId: session.id, reason: ending.reason, durationSeconds });
}
