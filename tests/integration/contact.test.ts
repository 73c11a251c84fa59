import { describe, expect, it } from 'vitest';
import { contactMessages } from '../support/english-texts';
import { translator } from '../../server/src/i18n/translator';
import { ACCESS_COOKIE, signAccessToken } from '../../server/src/plugins/auth';
import { TEST_ORIGIN, uniqueEmail, useTestApp } from '../support/app/test-app';
import { createSignedInUser } from '../support/app/signed-in-user';

let ipCounter = 0;
/** Each test writes from its own address, so the per-IP limit of one test never touches another. */
const nextIp = () => `10.0.0.${++ipCounter}`;

const validMessage = (email = uniqueEmail('sender')) => ({
  name: 'Sam Sender',
  email,
  subject: 'A question about plans',
  message: `Hello, I have a question. (${email})`,
});

describe('contact form', () => {
  const t = useTestApp();

  const send = (body: unknown, options: { ip?: string; cookie?: string; language?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: options.ip ?? nextIp(),
      headers: {
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
      payload: JSON.stringify(body),
    });

  const storedFrom = (email: string) => t.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();

  it.each([
    ['name', contactMessages.nameRequired],
    ['email', contactMessages.emailRequired],
    ['subject', contactMessages.subjectRequired],
    ['message', contactMessages.messageRequired],
  ] as const)('rejects a message without %s and stores nothing', async (field, message) => {
    const body: Record<string, string> = validMessage();
    const email = body.email!;
    delete body[field];
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'validation_failed', message } });
    expect(await storedFrom(email)).toHaveLength(0);
  });

  it.each([
    ['a blank subject', { subject: '   ' }, contactMessages.subjectRequired],
    ['an invalid email', { email: 'not-an-email' }, contactMessages.emailRequired],
    ['a message that is not text', { message: 42 }, contactMessages.messageRequired],
  ])('rejects %s', async (_label, change, message) => {
    const res = await send({ ...validMessage(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'validation_failed', message } });
  });

  it('says its rules and its thanks in the language the page asks for', async () => {
    const es = translator('es');
    const invalid = await send({ ...validMessage(), email: 'not-an-email' }, { language: 'es-ES,es;q=0.9' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: { code: 'validation_failed', message: es('contact:messages.emailRequired') } });
    expect(es('contact:messages.emailRequired')).not.toBe(contactMessages.emailRequired);
    const withoutName: Record<string, string> = validMessage();
    delete withoutName.name;
    expect((await send(withoutName, { language: 'es' })).json()).toEqual({
      error: { code: 'validation_failed', message: es('contact:messages.nameRequired') },
    });

    const sent = await send(validMessage(), { language: 'es' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ message: es('contact:messages.success') });
    expect(es('contact:messages.success')).not.toBe(contactMessages.success);
  });

  it('stores a valid message and mails it to support with the sender to reply to', async () => {
    const body = validMessage();
    const res = await send({ ...body, name: '  Sam Sender  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: contactMessages.success });

    const [stored] = await storedFrom(body.email);
    expect(stored).toMatchObject({ user_id: null, name: 'Sam Sender', subject: body.subject, message: body.message });

    const mails = await t.db
      .selectFrom('dev_mailbox')
      .selectAll()
      .where('to_address', '=', t.config.supportEmail)
      .where('text_body', 'like', `%${body.email}%`)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Contact form: ${body.subject}`);
    expect(mails[0]!.text_body).toContain(`Reply to: ${body.email}`);
    expect(mails[0]!.text_body).toContain(body.message);
  });

  it('records the account of a signed-in sender, and ignores an invalid cookie', async () => {
    const user = await createSignedInUser(t);
    const mine = validMessage(user.email);
    expect((await send(mine, { cookie: `${ACCESS_COOKIE}=${user.accessToken}` })).statusCode).toBe(201);
    expect((await storedFrom(user.email))[0]?.user_id).toBe(user.id);

    const forged = await signAccessToken({ id: user.id, email: user.email }, 'some-other-secret-long-enough-to-sign-with');
    const anonymous = validMessage();
    expect((await send(anonymous, { cookie: `${ACCESS_COOKIE}=${forged}` })).statusCode).toBe(201);
    expect((await storedFrom(anonymous.email))[0]?.user_id).toBeNull();
  });

  it('refuses a request that does not come from the app', async () => {
    const body = validMessage();
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: body });
    expect(res.statusCode).toBe(403);
    expect(await storedFrom(body.email)).toHaveLength(0);
  });

  it('allows 5 messages an hour per email address, from any IP', async () => {
    const email = uniqueEmail('persistent');
    for (let i = 0; i < 5; i++) expect((await send(validMessage(email))).statusCode).toBe(201);
    const res = await send(validMessage(email));
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limited');
    expect(await storedFrom(email)).toHaveLength(5);
  });

  it('allows 10 messages an hour per IP address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await send(validMessage(), { ip })).statusCode).toBe(201);
    const res = await send(validMessage(), { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limited');
  });
});

describe('the support address', () => {
  const t = useTestApp(() => ({ env: { SUPPORT_EMAIL: 'care@solace.example' } }));

  it('is answered to anyone, as the server is configured, and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contact/support' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'care@solace.example' });
  });
});
