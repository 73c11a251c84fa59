import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { seal } from '../../db/sealed-fields';
import type { Mailer, MailMessage } from './mailer';

/** Waits before each retry, by attempts made so far; after the last, the mail is given up (logged). */
const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 3 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000];
/** A claimed mail nobody finished (its instance died mid-send) is tried again after this long. */
const CLAIM_MS = 5 * 60_000;
const BATCH = 20;

export interface MailOutboxDeps {
  db: Kysely<Database>;
  /** Delivers one message now (SMTP), or throws. */
  transport: Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
}

/**
 * Mail through a durable outbox: each message is written down before the first attempt and deleted
 * once delivered, so a mail server that is down delays it rather than failing the request that sent it
 * (a sign-up answered 500 although the account was made) or losing it. Failed messages are retried with
 * backoff by `deliverDueMail`, which any instance runs, each message claimed once.
 */
export function createOutboxMailer(deps: MailOutboxDeps): Mailer {
  return {
    mode: deps.transport.mode,
    async send(message: MailMessage) {
      const row = await deps.db
        .insertInto('mail_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: seal(deps.db, message.text),
          headers: message.headers ? JSON.stringify(message.headers) : null,
          attempts: 1,
          // Held while this first attempt runs: no pass takes it meanwhile.
          next_attempt_at: new Date(deps.now().getTime() + CLAIM_MS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await attempt(deps, { id: row.id, attempts: 1, message });
    },
  };
}

/** One pass: claims the mail due now (a batch at a time) and tries each once more. Resolves to how many were delivered. */
export async function deliverDueMail(deps: MailOutboxDeps): Promise<number> {
  let delivered = 0;
  for (;;) {
    const claimed = await claimDue(deps);
    for (const mail of claimed) if (await attempt(deps, mail)) delivered += 1;
    if (claimed.length < BATCH) return delivered;
  }
}

interface ClaimedMail {
  id: string;
  attempts: number;
  message: MailMessage;
}

async function claimDue(deps: MailOutboxDeps): Promise<ClaimedMail[]> {
  const now = deps.now();
  const rows = await deps.db
    .updateTable('mail_outbox')
    .set({ attempts: sql`attempts + 1`, next_attempt_at: new Date(now.getTime() + CLAIM_MS) })
    .where('id', 'in', (due) =>
      due.selectFrom('mail_outbox').select('id').where('next_attempt_at', '<=', now).orderBy('next_attempt_at').limit(BATCH).forUpdate().skipLocked(),
    )
    .returning(['id', 'attempts', 'to_address', 'subject', 'text_body', 'headers'])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    attempts: row.attempts,
    message: { to: row.to_address, subject: row.subject, text: row.text_body, ...(row.headers ? { headers: row.headers } : {}) },
  }));
}

/** Tries to deliver; on success the mail is gone, on failure booked for its next try (or given up). */
async function attempt(deps: MailOutboxDeps, mail: ClaimedMail): Promise<boolean> {
  try {
    await deps.transport.send(mail.message);
  } catch (err) {
    const delay = RETRY_DELAYS_MS[mail.attempts - 1];
    const error = err instanceof Error ? err.message : String(err);
    // Neither the address nor the subject (a contact form's is the person's own words): the row's id and the SMTP code.
    const logged = { id: mail.id, attempts: mail.attempts, code: smtpCode(err) };
    if (delay === undefined) {
      await deps.db.deleteFrom('mail_outbox').where('id', '=', mail.id).execute();
      deps.log.error(logged, 'mail given up after its last retry');
      return false;
    }
    await deps.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(deps.now().getTime() + delay), last_error: error.slice(0, 500) })
      .where('id', '=', mail.id)
      .execute();
    deps.log.warn({ ...logged, retryInMs: delay }, 'mail not delivered yet; it will be retried');
    return false;
  }
  await deps.db.deleteFrom('mail_outbox').where('id', '=', mail.id).execute();
  return true;
}

/** What an SMTP failure was, without its text (which can quote an address): nodemailer's code and the server's reply code. */
function smtpCode(err: unknown): string {
  if (typeof err !== 'object' || err === null) return 'unknown';
  const { code, responseCode } = err as { code?: unknown; responseCode?: unknown };
  const parts = [code, responseCode].filter((part): part is string | number => typeof part === 'string' || typeof part === 'number');
  return parts.join(' ') || 'unknown';
}
