import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';
import { testEnv } from '../support/app/test-app';

// Unique per run: the Postgres test database is shared.
const instanceA = `instance-a-${randomUUID()}`;
const instanceB = `instance-b-${randomUUID()}`;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe('sessions left open by an instance that died', () => {
  const t = useRealtimeApp(() => ({ ai: new ScriptedAiProvider(), env: { INSTANCE_ID: instanceA } }));

  it('records which instance runs a live session', async () => {
    const user = await createSignedInUser(t);
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    const row = await t.db.selectFrom('sessions').select(['instance_id', 'ended_at']).where('id', '=', ready.sessionId).executeTakeFirstOrThrow();
    expect(row).toEqual({ instance_id: instanceA, ended_at: null });
    client.close();
  });

  it("are ended when that instance starts again, lasting until their last message; other instances' are left alone", async () => {
    const user = await createSignedInUser(t);
    const insert = (instance: string, createdAt: Date, endedAt: Date | null = null) =>
      t.db
        .insertInto('sessions')
        .values({ user_id: user.id, title: 'left open', type: 'chat', surface: 'session', instance_id: instance, created_at: createdAt, ended_at: endedAt })
        .returning('id')
        .executeTakeFirstOrThrow();
    const talked = await insert(instanceA, minutesAgo(10));
    for (const [role, content, at] of [['user', 'I could not sleep again.', 9], ['assistant', 'That sounds exhausting.', 7]] as const) {
      await t.db.insertInto('session_messages').values({ session_id: talked.id, user_id: user.id, role, content, source: 'text', created_at: minutesAgo(at) }).execute();
    }
    const silent = await insert(instanceA, minutesAgo(5));
    const elsewhere = await insert(instanceB, minutesAgo(4));
    const endedBefore = await insert(instanceA, minutesAgo(30), minutesAgo(20));

    // The same instance, restarted on the same database after it died: its lease on the id lapsed.
    await t.db.updateTable('instance_leases').set({ expires_at: minutesAgo(1) }).where('instance_id', '=', instanceA).execute();
    const restarted = await buildApp(loadConfig(testEnv({ INSTANCE_ID: instanceA })), { db: t.db, dbKind: t.dbKind, ai: new ScriptedAiProvider() });
    await restarted.ready();
    await restarted.close();

    const rows = await t.db.selectFrom('sessions').select(['id', 'duration', 'ended_at', 'transcript']).where('user_id', '=', user.id).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(talked.id)).toMatchObject({ duration: 180, transcript: 'User: I could not sleep again.\nAI Assistant: That sounds exhausting.' });
    expect(byId.get(talked.id)?.ended_at?.getTime()).toBeCloseTo(minutesAgo(7).getTime(), -4);
    expect(byId.get(silent.id)).toMatchObject({ duration: 0 });
    expect(byId.get(silent.id)?.ended_at).not.toBeNull();
    expect(byId.get(elsewhere.id)?.ended_at).toBeNull();
    expect(byId.get(endedBefore.id)?.ended_at?.getTime()).toBeCloseTo(minutesAgo(20).getTime(), -4);
  });
});
