import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { checkLimit, planAt, weeklyCheckInAllowance } from '@shared/limits';
import type { Database } from '../db/database';
import type { Mailer } from '../providers/mail/mailer';
import { recipientLanguage, reminderEmail, type ReminderEmailLinks } from '../features/reminders/reminder-emails';
import { claimDueReminders, finishReminder, releaseForRetry, type ClaimedReminder } from './due-reminders.repository';
import { MAX_ATTEMPTS_PER_DAY, retryDelayMs } from './reminder-retry';
import { startRepeatingPass } from './repeating-pass';

export interface MoodReminderJobDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  links: ReminderEmailLinks;
  log: FastifyBaseLogger;
}

export interface ReminderPassResult {
  sent: number;
  failed: number;
}

const CLAIM_BATCH = 50;
/** Sends at once: a pass must not open a connection per reminder to the mail server. */
const SEND_CONCURRENCY = 5;

/** One pass at `now`: claims every due reminder (a batch at a time) and emails it. */
export async function runDueReminders(deps: MoodReminderJobDeps, now: Date): Promise<ReminderPassResult> {
  let sent = 0;
  const failures: SendFailure[] = [];
  for (;;) {
    const claimed = await claimDueReminders(deps.db, now, CLAIM_BATCH);
    await forEachLimited(claimed, SEND_CONCURRENCY, async (reminder) => {
      const outcome = await deliver(deps, reminder, now);
      if (outcome === 'sent') sent += 1;
      else if (outcome !== 'not_due') failures.push(outcome);
    });
    // A failed send waits for its retry_at, so a full batch never comes round again in this pass.
    if (claimed.length < CLAIM_BATCH) break;
  }
  if (sent > 0 || failures.length > 0) {
    deps.log[failures.length > 0 ? 'warn' : 'info']({ sent, failed: failures.length, failures }, 'mood reminders pass');
  }
  return { sent, failed: failures.length };
}

interface SendFailure {
  userId: string;
  attempts: number;
  willRetry: boolean;
  error: string;
}

/**
 * Sends one claimed reminder; a failure is booked for a retry (or the day given up) and returned. A person
 * whose plan's check-ins for the week are used is not nudged to do what they cannot: the day stays claimed, unsent.
 */
async function deliver(deps: MoodReminderJobDeps, reminder: ClaimedReminder, now: Date): Promise<'sent' | 'not_due' | SendFailure> {
  const plan = planAt(reminder, now);
  if (!checkLimit(plan, 'mood', { weeklyMoodCheckIns: reminder.weekCheckIns }).allowed) {
    await finishReminder(deps.db, reminder.userId);
    return 'not_due';
  }
  try {
    await deps.mailer.send(reminderEmail(reminder, deps.links, recipientLanguage(reminder), weeklyCheckInAllowance(plan)));
  } catch (err) {
    const willRetry = reminder.attempts < MAX_ATTEMPTS_PER_DAY;
    if (willRetry) await releaseForRetry(deps.db, reminder, new Date(now.getTime() + retryDelayMs(reminder.attempts)));
    else await finishReminder(deps.db, reminder.userId);
    const error = err instanceof Error ? err.message : String(err);
    return { userId: reminder.userId, attempts: reminder.attempts, willRetry, error };
  }
  await finishReminder(deps.db, reminder.userId);
  return 'sent';
}

async function forEachLimited<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The reminder pass every `intervalMs` (see `startRepeatingPass`); the returned function stops it. */
export function startMoodReminderJob(
  deps: MoodReminderJobDeps,
  options: { intervalMs: number; now: () => Date },
): () => Promise<void> {
  return startRepeatingPass(() => runDueReminders(deps, options.now()), {
    intervalMs: options.intervalMs,
    onError: (err) => deps.log.error({ err }, 'mood reminders pass failed'),
  });
}
