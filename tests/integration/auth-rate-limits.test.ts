import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { genericMessages } from '@shared/messages';
import { createTestApp, TEST_ORIGIN, uniqueEmail, type TestApp } from './support/test-app';
import { mailCount, PASSWORD } from './support/auth-flow';

describe('rate limits on account routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let nextIp = 1;
  /** A client address no other test uses, so each test starts with fresh counters. */
  const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

  const post = (route: string, body: object, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/${route}`,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
      remoteAddress,
    });

  const expectLimited = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: { code: 'rate_limited', message: genericMessages.rateLimited } });
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
    expect(await mailCount(t.db, email)).toBe(5);
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
    expectLimited(await post('login', { email, password: PASSWORD }, freshIp()));
    expect((await post('login', { email: uniqueEmail('other'), password: PASSWORD }, freshIp())).statusCode).toBe(401);
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
});
