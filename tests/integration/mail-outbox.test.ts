import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueMail } from '../../server/src/providers/mail/mail-outbox';
import { createSmtpMailer } from '../../server/src/providers/mail/smtp';
import { PASSWORD } from '../support/app/auth-flow';
import { startSmtpTestServer, type SmtpTestServer } from '../support/app/smtp-test-server';
import { createTestApp, TEST_ORIGIN, uniqueEmail, type TestApp } from '../support/app/test-app';
import { freePort } from '../support/free-port';

const signUp = (t: TestApp, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password: PASSWORD, acceptTerms: true, confirmAge: true }),
  });

describe('mail through the durable outbox, when the mail server is out', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A retry pass as the job runs it, `laterMs` from now (past the mail's backoff). */
  const retryPass = (laterMs: number) =>
    deliverDueMail({ db: t.db, transport: createSmtpMailer(smtp.url, t.config.mailFrom), log: t.app.log, now: () => new Date(Date.now() + laterMs) });

  it('a sign-up while the mail server refuses is answered 201, and its confirmation arrives once the server takes mail again', async () => {
    const email = uniqueEmail('outbox');
    smtp.refuseRecipient = () => true;
    const res = await signUp(t, email);
    expect(res.statusCode).toBe(201);
    const waiting = await t.db.selectFrom('mail_outbox').select(['to_address', 'attempts', 'last_error', 'text_body']).where('to_address', '=', email).execute();
    expect(waiting).toEqual([{ to_address: email, attempts: 1, last_error: expect.stringMatching(/450|unavailable/i), text_body: expect.stringContaining('confirm') }]);
    // Sealed at rest: the stored body is not the text.
    const raw = await t.rawDb.selectFrom('mail_outbox').select('text_body').where('to_address', '=', email).executeTakeFirstOrThrow();
    expect(raw.text_body).not.toContain('confirm');

    // Passes count every due mail of the database, which other test files share: each is judged by this address.
    const delivered = () => smtp.received.filter((m) => m.to.includes(email));
    // Not yet due: a pass now sends nothing.
    await retryPass(0);
    expect(delivered()).toHaveLength(0);
    smtp.refuseRecipient = () => false;
    expect(await retryPass(60_000)).toBeGreaterThanOrEqual(1);
    expect(delivered()).toHaveLength(1);
    expect(await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute()).toEqual([]);
    // Delivered once: another pass sends it no more.
    await retryPass(3_600_000);
    expect(delivered()).toHaveLength(1);
  });

  it('mail the server takes at once leaves nothing waiting', async () => {
    const email = uniqueEmail('outbox-ok');
    expect((await signUp(t, email)).statusCode).toBe(201);
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    expect(await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute()).toEqual([]);
  });
});

it('a sign-up while nothing listens at SMTP_URL is answered 201 and its mail kept for later', async () => {
  const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } });
  try {
    const email = uniqueEmail('outbox-down');
    expect((await signUp(t, email)).statusCode).toBe(201);
    expect(await t.db.selectFrom('mail_outbox').select('attempts').where('to_address', '=', email).execute()).toEqual([{ attempts: 1 }]);
  } finally {
    await t.close();
  }
});
