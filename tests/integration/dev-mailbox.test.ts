import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, uniqueEmail, useTestApp } from '../support/app/test-app';
import { unreachableMailboxWarning } from '../../server/src/features/dev-mailbox/dev-mailbox.routes';

describe('dev mailbox', () => {
  const t = useTestApp();
  const alice = uniqueEmail('alice');
  const bob = uniqueEmail('bob');
  beforeAll(async () => {
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await t.db
      .insertInto('dev_mailbox')
      .values([
        { to_address: alice, subject: 'Older <b>mail</b>', text_body: 'First one', transport: 'dev-mailbox', created_at: minutesAgo(3) },
        {
          to_address: alice,
          subject: 'Confirm your email',
          text_body: 'Open http://localhost:3000/confirm-email?token=abc&next=1. Thanks <3',
          transport: 'dev-mailbox',
          created_at: minutesAgo(2),
        },
        { to_address: bob, subject: 'For Bob', text_body: 'Hi Bob', transport: 'dev-mailbox', created_at: minutesAgo(1) },
      ])
      .execute();
  });

  it('lists mail as JSON, newest first, filtered by recipient', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(alice.toUpperCase())}` });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json();
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual(['Confirm your email', 'Older <b>mail</b>']);
    expect(messages[0]).toMatchObject({ to: alice, transport: 'dev-mailbox', text: expect.stringContaining('token=abc') });
  });

  it('lists every recipient without a filter, newest first', async () => {
    const carol = uniqueEmail('carol');
    await t.db.insertInto('dev_mailbox').values({ to_address: carol, subject: 'Now', text_body: 'Hi', transport: 'dev-mailbox' }).execute();
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
    const messages: { to: string; createdAt: string }[] = res.json().messages;
    expect(messages.map((m) => m.to)).toContain(carol);
    expect(new Set(messages.map((m) => m.to)).size).toBeGreaterThan(1);
    const times = messages.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('rejects a filter that is not an email address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages?to=nobody' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('shows mail sent through the app, such as a contact message to support', async () => {
    const sender = uniqueEmail('sender');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'Sam', email: sender, subject: 'Hello', message: 'Just saying hi' },
    });
    expect(sent.statusCode).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${t.config.supportEmail}` });
    expect(res.json().messages.some((m: { text: string }) => m.text.includes(sender))).toBe(true);
  });

  it('renders an escaped HTML page with clickable links and no scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(alice)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('Older &lt;b&gt;mail&lt;/b&gt;');
    expect(html).toContain('<a href="http://localhost:3000/confirm-email?token=abc&amp;next=1">');
    expect(html).toContain('Thanks &lt;3');
    expect(html).not.toContain('For Bob');
    expect(html.indexOf('Confirm your email')).toBeLessThan(html.indexOf('Older &lt;b&gt;'));
    expect(html).not.toContain('http-equiv="refresh"');
  });

  it('refreshes itself when auto-refresh is on, and accepts an empty filter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox?to=&auto=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http-equiv="refresh"');
    expect(res.body).toContain('For Bob');
    expect(res.body).toContain('href="/dev/mailbox"');
  });
});

describe('dev mailbox where it must not exist', () => {
  it.each([
    ['in production', { NODE_ENV: 'production' }],
    ['when SMTP is configured', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
  ])('is 404 %s', async (_label, env) => {
    const t = await createTestApp({ env });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox/messages']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    } finally {
      await t.close();
    }
  });
});

describe('dev mailbox seen from another machine', () => {
  it('is 404 to a caller that is not on this machine, and readable from every loopback address', async () => {
    const t = await createTestApp();
    try {
      for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.4', '2001:db8::1']) {
        for (const url of ['/dev/mailbox', '/dev/mailbox/messages']) {
          const res = await t.app.inject({ method: 'GET', url, remoteAddress });
          expect(res.statusCode, `${remoteAddress} ${url}`).toBe(404);
        }
      }
      for (const remoteAddress of ['127.0.0.1', '127.0.1.1', '::1', '::ffff:127.0.0.1']) {
        const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages', remoteAddress });
        expect(res.statusCode, remoteAddress).toBe(200);
      }
      // Through a proxy on this machine, the caller is somewhere else.
      for (const headers of [{ 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=203.0.113.7' }]) {
        const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages', remoteAddress: '127.0.0.1', headers });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await t.close();
    }
  });
});

describe('the start-up warning about the dev mailbox', () => {
  it('warns when HOST reaches other machines, and only then', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) expect(unreachableMailboxWarning(host)).toContain('Set SMTP_URL');
    for (const host of ['127.0.0.1', 'localhost', '::1']) expect(unreachableMailboxWarning(host)).toBeUndefined();
  });
});

describe('dev mailbox behind a trusted proxy', () => {
  it('is not fooled by a forwarded loopback address', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages', remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
