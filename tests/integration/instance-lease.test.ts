import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';
import { testEnv } from '../support/app/test-app';

// Unique per run: the Postgres test database is shared.
const running = `lease-running-${randomUUID()}`;
const secondsFromNow = (s: number) => new Date(Date.now() + s * 1000);

describe('the lease each instance holds on its INSTANCE_ID', () => {
  const t = useRealtimeApp(() => ({ ai: new ScriptedAiProvider(), env: { INSTANCE_ID: running, INSTANCE_LEASE_MS: '1500' } }));
  const startApp = (instanceId: string) =>
    buildApp(loadConfig(testEnv({ INSTANCE_ID: instanceId, INSTANCE_LEASE_MS: '1500' })), { db: t.db, dbKind: t.dbKind, ai: new ScriptedAiProvider() });
  const liveSession = async (instanceId: string) => {
    const user = await createSignedInUser(t);
    return t.db
      .insertInto('sessions')
      .values({ user_id: user.id, title: 'live', type: 'chat', surface: 'session', instance_id: instanceId, created_at: secondsFromNow(-60) })
      .returning('id')
      .executeTakeFirstOrThrow();
  };
  const endedAt = async (id: string) =>
    (await t.db.selectFrom('sessions').select('ended_at').where('id', '=', id).executeTakeFirstOrThrow()).ended_at;

  it('a second process with a running instance’s id refuses to start, and leaves that instance’s live sessions alone', async () => {
    const session = await liveSession(running);
    const duplicate = await startApp(running);
    const started = Date.now();
    await expect(duplicate.ready()).rejects.toThrow(/INSTANCE_ID ".*" is held by another running instance/);
    // It waited for the lease to lapse (about 1.5 s) and saw it renewed.
    expect(Date.now() - started).toBeGreaterThan(1000);
    await duplicate.close().catch(() => undefined);
    expect(await endedAt(session.id)).toBeNull();
  });

  it('a process restarted after a crash takes its id once the old lease lapses, and ends what the old run left open', async () => {
    const crashed = `lease-restarted-${randomUUID()}`;
    // The crashed run's lease: not renewed any more, lapsing in a second.
    await t.db.insertInto('instance_leases').values({ instance_id: crashed, holder: randomUUID(), expires_at: secondsFromNow(1) }).execute();
    const session = await liveSession(crashed);
    const restarted = await startApp(crashed);
    await restarted.ready();
    expect(await endedAt(session.id)).not.toBeNull();
    await restarted.close();
    // A stop gives the id back at once.
    expect(await t.db.selectFrom('instance_leases').select('holder').where('instance_id', '=', crashed).executeTakeFirst()).toBeUndefined();
  });

  it('a running instance whose lease lapsed (the database out of reach too long) takes it back when nobody else holds it', async () => {
    await t.db.deleteFrom('instance_leases').where('instance_id', '=', running).execute();
    const held = () => t.db.selectFrom('instance_leases').select('instance_id').where('instance_id', '=', running).executeTakeFirst();
    for (let i = 0; i < 40 && !(await held()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await held()).toBeDefined();
  });

  it('a restart soon after a crash waits out a lease longer than a start hook may usually take (10 s)', async () => {
    const crashed = `lease-long-${randomUUID()}`;
    await t.db.insertInto('instance_leases').values({ instance_id: crashed, holder: randomUUID(), expires_at: secondsFromNow(10.5) }).execute();
    const restarted = await buildApp(loadConfig(testEnv({ INSTANCE_ID: crashed, INSTANCE_LEASE_MS: '11000' })), {
      db: t.db,
      dbKind: t.dbKind,
      ai: new ScriptedAiProvider(),
    });
    await restarted.ready();
    expect(await t.db.selectFrom('instance_leases').select('instance_id').where('instance_id', '=', crashed).executeTakeFirst()).toBeDefined();
    await restarted.close();
  }, 30_000);

  it('the live sessions of an instance whose lease lapsed are ended by a running one; those of a live lease are not', async () => {
    const crashed = `lease-crashed-${randomUUID()}`;
    const alive = `lease-alive-${randomUUID()}`;
    await t.db
      .insertInto('instance_leases')
      .values([
        { instance_id: crashed, holder: randomUUID(), expires_at: secondsFromNow(-5) },
        { instance_id: alive, holder: randomUUID(), expires_at: secondsFromNow(60) },
      ])
      .execute();
    const orphan = await liveSession(crashed);
    const cared = await liveSession(alive);
    // The running instance looks at every renewal (a third of its 1.5 s lease).
    for (let i = 0; i < 40 && !(await endedAt(orphan.id)); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await endedAt(orphan.id)).not.toBeNull();
    expect(await endedAt(cared.id)).toBeNull();
    expect(await t.db.selectFrom('instance_leases').select('instance_id').where('instance_id', '=', crashed).executeTakeFirst()).toBeUndefined();
  });
});
