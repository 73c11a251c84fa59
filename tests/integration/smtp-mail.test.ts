import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { contactMessages } from '../support/english-texts';
import { createTestApp, TEST_ORIGIN, type TestApp, uniqueEmail, useTestApp } from '../support/app/test-app';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps whatever it is sent. */
async function startSmtpServer(): Promise<{ port: number; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on, so delivery fails the way it does when the mail server is down. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const contact = (app: TestApp['app'], email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { origin: TEST_ORIGIN },
    payload: { name: 'Sam Sender', email, subject: 'Billing question', message: 'How do I change my plan?' },
  });

describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const supportEmail = uniqueEmail('support');
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(() => ({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SUPPORT_EMAIL: supportEmail, MAIL_FROM: 'Solace <no-reply@solace.test>' },
  }));

  it('reports SMTP as the mail mode', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().mail).toBe('smtp');
  });

  it('delivers a contact message to the support address', async () => {
    const sender = uniqueEmail('sender');
    const res = await contact(t.app, sender);
    expect(res.statusCode).toBe(201);
    const mail = smtp.received.find((m) => m.raw.includes(sender));
    expect(mail).toBeDefined();
    expect(mail!.to).toEqual([supportEmail]);
    expect(mail!.from).toBe('no-reply@solace.test');
    expect(mail!.raw).toContain('Subject: Contact form: Billing question');
    expect(mail!.raw).toContain(`Reply to: ${sender}`);
    expect(mail!.raw).toContain('How do I change my plan?');
  });
});

describe('mail over SMTP when the mail server is down', () => {
  it('still keeps the contact message and answers 201', async () => {
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
    try {
      const sender = uniqueEmail('sender');
      const res = await contact(t.app, sender);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: contactMessages.success });
      const stored = await t.db.selectFrom('contact_messages').select('message').where('email', '=', sender).execute();
      expect(stored).toEqual([{ message: 'How do I change my plan?' }]);
    } finally {
      await t.close();
    }
  });
});
