import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultNotificationPreferences } from '@shared/api/profile';
import { PROTOCOL_VERSION } from '@shared/protocol/version';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/kysely';
import { signAccessToken } from '../../server/src/plugins/auth';
import { authLimits } from '../../server/src/features/auth/auth-limits';
import { RealtimeTestClient } from '../support/app/realtime-client';
import { GROUP_ENCRYPTION_KEYS, startInstances, type ServerInstance } from '../support/app/server-instances';
import { resolveEncryptionKeys } from '../../server/src/config/encryption-keys';
import { withSealedFields } from '../../server/src/db/sealed-fields';
import { FieldCipher } from '../../server/src/lib/field-cipher';
import { startSmtpTestServer, type SmtpTestServer } from '../support/app/smtp-test-server';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fakes/openai/fake-openai';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';

const PUBLIC_URL = 'http://solace.test';
const AUTH_SECRET = 'two-instances-secret-long-enough-for-hs256';

// Two processes need a database both reach: the machine's Postgres (PGlite belongs to one process).
describe.runIf(inject('databaseUrl'))('two server processes on one Postgres, as behind a load balancer', () => {
  let scratch: ScratchDatabase;
  let db: DatabaseHandle;
  let ai: FakeOpenAi;
  let smtp: SmtpTestServer;
  let instances: ServerInstance[];
  let [first, second] = [] as unknown as [ServerInstance, ServerInstance];

  beforeAll(async () => {
    scratch = await createScratchDatabase(inject('databaseUrl') ?? '', 'two_instances');
    ai = await startFakeOpenAi();
    smtp = await startSmtpTestServer();
    // Both start at once, as a deploy does: the migrations run once between them.
    instances = await startInstances(2, {
      databaseUrl: scratch.url,
      publicUrl: PUBLIC_URL,
      authSecret: AUTH_SECRET,
      env: { AI_BASE_URL: ai.url, SMTP_URL: smtp.url, REMINDER_JOB_INTERVAL_MS: '100' },
    });
    [first, second] = instances as [ServerInstance, ServerInstance];
    db = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
  }, 180_000);

  afterAll(async () => {
    await Promise.all((instances ?? []).map((instance) => instance.stop()));
    await db?.close();
    await ai?.close();
    await smtp?.close();
    await scratch?.drop();
  });

  async function newUser(label: string, extra: { reminder?: boolean } = {}) {
    const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@instances.solace.local`;
    const user = await db.db
      .insertInto('users')
      .values({ email, password_hash: '!no-password', email_confirmed_at: new Date() })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    await db.db
      .insertInto('profiles')
      .values({ id: user.id, email, notification_preferences: JSON.stringify(defaultNotificationPreferences) })
      .execute();
    if (extra.reminder) {
      await db.db.insertInto('mood_reminders').values({ user_id: user.id, reminder_time: '00:00', timezone: 'UTC', is_enabled: true, email_enabled: true }).execute();
    }
    return { ...user, accessToken: await signAccessToken(user, AUTH_SECRET) };
  }

  const socket = (instance: ServerInstance, token: string) => RealtimeTestClient.connect(instance.wsUrl, token, PUBLIC_URL);
  const seqsOf = (client: RealtimeTestClient) => client.events.flatMap((e) => ('seq' in e ? [e.seq] : []));

  it("shares one user's daily voice limit between sessions on both instances", async () => {
    const user = await newUser('daily-limit');
    const today = new Date().toISOString().slice(0, 10);
    // 8 s left of the free plan's 900 today.
    await db.db.insertInto('voice_usage').values({ user_id: user.id, day: today, voice_seconds: 892 }).execute();
    const onFirst = await socket(first, user.accessToken);
    const onSecond = await socket(second, user.accessToken);
    onFirst.start({ mode: 'voice' });
    onSecond.start({ mode: 'voice' });
    await Promise.all([onFirst.next('session.ready'), onSecond.next('session.ready')]);
    const reached = await Promise.all([onFirst.next('limit.reached', 20_000), onSecond.next('limit.reached', 20_000)]);
    expect(reached.map((r) => r.reason)).toEqual(['daily', 'daily']);
    const usage = await db.db.selectFrom('voice_usage').select('voice_seconds').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(usage.voice_seconds).toBe(900);
    const third = await socket(second, user.accessToken);
    third.start({ mode: 'voice' });
    expect(await third.next('error')).toMatchObject({ code: 'limit_reached' });
    for (const client of [onFirst, onSecond, third]) client.close();
  });

  it('sends each due mood reminder once, though both instances run the reminder job', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, (_, i) => newUser(`reminder-${i}`, { reminder: true })));
    const emails = new Set(users.map((u) => u.email));
    const to = () => smtp.received.filter((mail) => mail.to.some((address) => emails.has(address)));
    for (let tries = 0; tries < 200 && to().length < users.length; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    // Several more passes of both jobs: nothing more goes out.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const perUser = users.map((u) => to().filter((mail) => mail.to.includes(u.email)).length);
    expect(perUser).toEqual(users.map(() => 1));
  });

  it('resumes on the other instance a session whose socket dropped mid-reply: nothing lost, nothing twice', async () => {
    ai.setLatencies({ tokensPerSecond: 40 });
    const user = await newUser('resume');
    const dropped = await socket(first, user.accessToken);
    dropped.start({ mode: 'text' });
    const ready = await dropped.next('session.ready');
    dropped.send({ type: 'text.send', text: 'Work has been so heavy this week.' });
    await dropped.until(() => dropped.ofType('response.text.delta').length >= 2);
    dropped.socket.terminate();
    await dropped.closed;

    const resumed = await socket(second, user.accessToken);
    resumed.send({ type: 'session.resume', protocolVersion: PROTOCOL_VERSION, sessionId: ready.sessionId, lastSeq: Math.max(...seqsOf(dropped)) });
    expect(await resumed.next('session.ready')).toMatchObject({ sessionId: ready.sessionId, resumed: true });
    const done = await resumed.next('response.done', 20_000);
    const seqs = [...seqsOf(dropped), ...seqsOf(resumed)].sort((x, y) => x - y);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    const streamed = [...dropped.events, ...resumed.events].flatMap((e) => (e.type === 'response.text.delta' ? [e.delta] : [])).join('');
    expect(streamed).toBe(done.text);
    ai.setLatencies({ tokensPerSecond: 1000 });
    resumed.send({ type: 'text.send', text: 'Thank you for listening.' });
    await resumed.next('transcript.user');
    const secondDone = await resumed.next('response.done', 20_000);
    resumed.send({ type: 'session.end' });
    await resumed.next('session.ended');
    const keys = resolveEncryptionKeys({ keysText: GROUP_ENCRYPTION_KEYS, currentKeyId: undefined, dataDir: '', requireConfigured: true });
    const opened = withSealedFields(db.db, new FieldCipher(keys));
    const saved = await opened.selectFrom('session_messages').select(['role', 'content']).where('session_id', '=', ready.sessionId).orderBy('ordinal').execute();
    expect(saved).toEqual([
      { role: 'user', content: expect.stringContaining('Work has been so heavy') },
      { role: 'assistant', content: expect.any(String) },
      { role: 'user', content: expect.stringContaining('Thank you for listening') },
      { role: 'assistant', content: expect.any(String) },
    ]);
    expect(saved[1]).not.toEqual(saved[3]);
    expect(secondDone.text.length).toBeGreaterThan(0);
    const row = await db.db.selectFrom('sessions').select(['instance_id', 'ended_at']).where('id', '=', ready.sessionId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ instance_id: second.id, ended_at: expect.any(Date) });
    resumed.close();
  });

  it('counts rate limits across both instances (through Redis)', async () => {
    const email = `limited-${Date.now()}@instances.solace.local`;
    const recover = (instance: ServerInstance) =>
      fetch(`${instance.url}/api/auth/recover`, {
        method: 'POST',
        headers: { origin: PUBLIC_URL, 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      }).then((res) => res.status);
    const { max } = authLimits.recover.perEmail;
    const statuses = [];
    for (let i = 0; i < max; i++) statuses.push(await recover(i % 2 === 0 ? first : second));
    expect(statuses).toEqual(statuses.map(() => 200));
    expect([await recover(first), await recover(second)]).toEqual([429, 429]);
  });

  // Last: it stops the first instance.
  it('drains on SIGTERM: the session goes on on the other instance, nothing lost or twice', async () => {
    const user = await newUser('drain');
    const client = await socket(first, user.accessToken);
    client.start({ mode: 'text' });
    const ready = await client.next('session.ready');
    client.send({ type: 'text.send', text: 'Before the deploy.' });
    await client.next('response.done');
    expect(await first.stop()).toBe(0);
    expect((await client.closed).code).toBe(1012);
    const resumed = await socket(second, user.accessToken);
    resumed.send({ type: 'session.resume', protocolVersion: PROTOCOL_VERSION, sessionId: ready.sessionId, lastSeq: Math.max(...seqsOf(client)) });
    expect(await resumed.next('session.ready')).toMatchObject({ sessionId: ready.sessionId, resumed: true });
    resumed.send({ type: 'text.send', text: 'After the deploy.' });
    await resumed.next('response.done');
    const seqs = [...seqsOf(client), ...seqsOf(resumed)].sort((x, y) => x - y);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    resumed.send({ type: 'session.end' });
    await resumed.next('session.ended');
    const row = await db.db.selectFrom('sessions').select(['instance_id', 'ended_at']).where('id', '=', ready.sessionId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ instance_id: second.id, ended_at: expect.any(Date) });
    expect(await db.db.selectFrom('session_messages').select('id').where('session_id', '=', ready.sessionId).execute()).toHaveLength(4);
    resumed.close();
  });
});
