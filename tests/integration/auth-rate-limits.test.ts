import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { authMessages, genericMessages } from '../support/english-texts';
import { TEST_ORIGIN, uniqueEmail, useTestApp } from '../support/app/test-app';
import { mailCount, mailedToken, PASSWORD } from '../support/app/auth-flow';
import { createSignedInUser } from '../support/app/signed-in-user';
import { hashPassword } from '../../server/src/features/auth/passwords';

describe('rate limits on account routes', () => {
  const t = useTestApp();

  let nextIp = 1;
  /** A client address no other test uses, so each test starts with fresh counters. */
  const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

  const post = (route: string, body: object, remoteAddress: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/${route}`,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(body),
      remoteAddress,
    });

  const expectLimited = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: { code: 'rate_limited', message: genericMessages.rateLimited } });
  };

  /** The address's login budget (or the browser's own) is spent: the person hears what a link can do. */
  const expectLoginPaused = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: { code: 'login_paused', message: authMessages.loginPaused } });
  };

  const signupBody = (email: string) => ({ email, password: PASSWORD, acceptTerms: true, confirmAge: true });

  it('allows 20 sign-up attempts an hour per IP, counting rejected ones', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await post('signup', { email: uniqueEmail('ip'), password: '1' }, ip)).statusCode).toBe(400);
    }
    const email = uniqueEmail('ip-limited');
    expectLimited(await post('signup', signupBody(email), ip));
    expect(await mailCount(t.db, email)).toBe(0);
    expect((await post('signup', signupBody(email), freshIp())).statusCode).toBe(201);
  });

  it('allows 5 sign-ups an hour per email, from any IP and in any letter case', async () => {
    const email = uniqueEmail('email');
    expect((await post('signup', signupBody(email), freshIp())).statusCode).toBe(201);
    for (let i = 0; i < 4; i++) {
      expect((await post('signup', signupBody(i % 2 ? email.toUpperCase() : email), freshIp())).statusCode).toBe(409);
    }
    expectLimited(await post('signup', signupBody(email), freshIp()));
    // A repeat sign-up for an address waiting for confirmation says so and mails nothing.
    expect(await mailCount(t.db, email)).toBe(1);
  });

  it('allows 30 logins per 15 minutes per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      expect((await post('login', { email: uniqueEmail('nobody'), password: PASSWORD }, ip)).statusCode).toBe(401);
    }
    expectLimited(await post('login', { email: uniqueEmail('nobody'), password: PASSWORD }, ip));
    expect((await post('login', { email: uniqueEmail('nobody'), password: PASSWORD }, freshIp())).statusCode).toBe(401);
  });

  it('allows 10 logins per 15 minutes per email, even with the right password after', async () => {
    const email = uniqueEmail('guessed');
    await post('signup', signupBody(email), freshIp());
    await t.db.updateTable('users').set({ email_confirmed_at: new Date() }).where('email', '=', email).execute();
    for (let i = 0; i < 10; i++) {
      expect((await post('login', { email, password: `guess ${i}` }, freshIp())).statusCode).toBe(401);
    }
    expectLoginPaused(await post('login', { email, password: PASSWORD }, freshIp()));
    expect((await post('login', { email: uniqueEmail('other'), password: PASSWORD }, freshIp())).statusCode).toBe(401);
  });

  it('lets the owner in from the browser that signed in before, while strangers are locked out', async () => {
    const email = uniqueEmail('owner');
    await post('signup', signupBody(email), freshIp());
    await t.db.updateTable('users').set({ email_confirmed_at: new Date() }).where('email', '=', email).execute();
    const ownerIp = freshIp();
    const first = await post('login', { email, password: PASSWORD }, ownerIp);
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === 'known_device');
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth/login' });
    const deviceCookie = `known_device=${device?.value}`;

    // That first login counted against the address's budget: 9 guesses exhaust it.
    for (let i = 0; i < 9; i++) {
      expect((await post('login', { email, password: `guess ${i}` }, freshIp())).statusCode).toBe(401);
    }
    expectLoginPaused(await post('login', { email, password: PASSWORD }, freshIp()));
    // The owner's browser, even from a new network, has its own budget.
    expect((await post('login', { email, password: PASSWORD }, freshIp(), deviceCookie)).statusCode).toBe(200);

    // The cookie proves one email only: it opens no budget for another account.
    const other = uniqueEmail('victim');
    for (let i = 0; i < 10; i++) await post('login', { email: other, password: `guess ${i}` }, freshIp());
    expectLoginPaused(await post('login', { email: other, password: PASSWORD }, freshIp(), deviceCookie));
    // A forged proof is a stranger.
    const forged = `known_device=${device?.value.split('.')[0]}.AAAA`;
    expectLoginPaused(await post('login', { email, password: PASSWORD }, freshIp(), forged));

    // The owner's budget is a budget too: guessing from the owner's browser runs out as well.
    for (let i = 0; i < 9; i++) await post('login', { email, password: `guess ${i}` }, freshIp(), deviceCookie);
    expectLoginPaused(await post('login', { email, password: PASSWORD }, freshIp(), deviceCookie));
  });

  it('a new browser, paused while strangers guess, gets a link by email that lets it sign in with the password', async () => {
    const email = uniqueEmail('new-browser');
    await post('signup', signupBody(email), freshIp());
    await t.db.updateTable('users').set({ email_confirmed_at: new Date() }).where('email', '=', email).execute();
    for (let i = 0; i < 10; i++) await post('login', { email, password: `guess ${i}` }, freshIp());
    expectLoginPaused(await post('login', { email, password: PASSWORD }, freshIp()));

    // Asked for from the login form; answered alike for an address with no account, which gets no mail.
    const nobody = uniqueEmail('nobody');
    expect((await post('browser-link', { email: nobody }, freshIp())).json()).toEqual({ message: authMessages.browserLinkSent });
    expect(await mailCount(t.db, nobody)).toBe(0);
    expect((await post('browser-link', { email }, freshIp())).json()).toEqual({ message: authMessages.browserLinkSent });
    const token = await mailedToken(t.db, email);

    const approved = await post('approve-browser', { token }, freshIp());
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ message: authMessages.browserApproved });
    const device = approved.cookies.find((c) => c.name === 'known_device');
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth/login' });
    const deviceCookie = `known_device=${device?.value}`;
    // The link alone signs nobody in: the password is still needed, on the browser's own budget.
    expect((await post('login', { email, password: 'still a guess' }, freshIp(), deviceCookie)).statusCode).toBe(401);
    expect((await post('login', { email, password: PASSWORD }, freshIp(), deviceCookie)).statusCode).toBe(200);
    // Without the cookie the address is still paused, and the link works once.
    expectLoginPaused(await post('login', { email, password: PASSWORD }, freshIp()));
    const again = await post('approve-browser', { token }, freshIp());
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: { code: 'invalid_token', message: authMessages.browserLinkInvalid } });
  });

  it('sends at most 3 new-browser links an hour per address', async () => {
    const email = uniqueEmail('link-flood');
    await post('signup', signupBody(email), freshIp());
    await t.db.updateTable('users').set({ email_confirmed_at: new Date() }).where('email', '=', email).execute();
    const before = await mailCount(t.db, email);
    for (let i = 0; i < 3; i++) expect((await post('browser-link', { email }, freshIp())).statusCode).toBe(200);
    expectLimited(await post('browser-link', { email }, freshIp()));
    expect(await mailCount(t.db, email)).toBe(before + 3);
  });

  it('limits confirmation, reset and refresh calls per IP', async () => {
    const cases: [string, object, number][] = [
      ['confirm', { token: 'x'.repeat(43) }, 30],
      ['reset', { token: 'x'.repeat(43), password: PASSWORD }, 10],
      ['refresh', {}, 120],
      ['resume', {}, 120],
    ];
    for (const [route, body, max] of cases) {
      const ip = freshIp();
      for (let i = 0; i < max; i++) expect((await post(route, body, ip)).statusCode, `${route} #${i}`).not.toBe(429);
      expectLimited(await post(route, body, ip));
      expect((await post(route, body, freshIp())).statusCode).not.toBe(429);
    }
  });

  it('allows 10 recovery requests an hour per IP and 3 per email', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await post('recover', { email: uniqueEmail('recover') }, ip)).statusCode).toBe(200);
    }
    expectLimited(await post('recover', { email: uniqueEmail('recover') }, ip));

    const email = uniqueEmail('recover-email');
    await post('signup', signupBody(email), freshIp());
    for (let i = 0; i < 3; i++) expect((await post('recover', { email }, freshIp())).statusCode).toBe(200);
    expectLimited(await post('recover', { email }, freshIp()));
    expect(await mailCount(t.db, email)).toBe(4);
  });

  it('allows 5 password changes in 15 minutes per person, then 429 (each one costs a password hash)', async () => {
    const [person, other] = [await createSignedInUser(t), await createSignedInUser(t)];
    const passwordHash = await hashPassword(PASSWORD);
    await t.db.updateTable('users').set({ password_hash: passwordHash }).where('id', 'in', [person.id, other.id]).execute();
    // Back and forth between two passwords, each change giving the one before.
    const passwords = [PASSWORD, 'a new calm password'];
    let changes = 0;
    const change = (who: typeof person) => who.client.post('/api/auth/password', { currentPassword: passwords[changes % 2], password: passwords[++changes % 2] });
    for (let i = 0; i < 5; i++) expect((await change(person)).statusCode).toBe(200);
    expectLimited(await change(person));
    // Someone else's budget is their own.
    changes = 0;
    expect((await change(other)).statusCode).toBe(200);
  });
});

