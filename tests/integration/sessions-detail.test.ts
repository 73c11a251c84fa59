import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse, SessionDetail, SessionListResponse } from '@shared/api/sessions';
import { historyMessages } from '../support/english-texts';
import { seedSessions } from '../support/seed-sessions';
import { createSignedInUser, type SignedInUser } from '../support/app/signed-in-user';
import { useTestApp } from '../support/app/test-app';

const NOT_FOUND = { error: { code: 'not_found', message: historyMessages.notFound } };
const at = new Date('2026-11-20T18:00:00Z');

describe('one past session: read it whole, delete it, and never touch someone else’s', () => {
  const t = useTestApp();
  let owner: SignedInUser;
  let stranger: SignedInUser;

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([createSignedInUser(t), createSignedInUser(t)]);
  });

  const seedOne = async (user: SignedInUser, title = 'Evening call') => {
    const [id] = await seedSessions(t.db, user.id, [
      {
        title,
        type: 'call',
        createdAt: at,
        durationSeconds: 125,
        moodBefore: 'stressed',
        moodAfter: 'better',
        aiSummary: 'You talked about a hard week.',
        messages: [
          { role: 'user', content: 'It was a hard week.', spoken: true },
          { role: 'assistant', content: 'I hear you. What made it hardest?', spoken: true },
          { role: 'user', content: 'Mostly the deadlines.' },
        ],
      },
    ]);
    return id as string;
  };
  const messageCount = async (sessionId: string) =>
    (await t.db.selectFrom('session_messages').select('id').where('session_id', '=', sessionId).execute()).length;

  it('returns the session with its messages in the order they were said', async () => {
    const id = await seedOne(owner);
    const res = await owner.client.get(`/api/sessions/${id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<SessionDetail>();
    expect(detail).toMatchObject({
      id,
      title: 'Evening call',
      type: 'call',
      durationSeconds: 125,
      moodBefore: 'stressed',
      moodAfter: 'better',
      aiSummary: 'You talked about a hard week.',
      transcript: 'User: It was a hard week.\nAI Assistant: I hear you. What made it hardest?\nUser: Mostly the deadlines.',
    });
    expect(detail.messages.map(({ role, content, spoken }) => ({ role, content, spoken }))).toEqual([
      { role: 'user', content: 'It was a hard week.', spoken: true },
      { role: 'assistant', content: 'I hear you. What made it hardest?', spoken: true },
      { role: 'user', content: 'Mostly the deadlines.', spoken: false },
    ]);
  });

  it("answers 404 for another user's session on GET and DELETE, and leaves it whole", async () => {
    const id = await seedOne(owner, 'Private');
    expect((await stranger.client.get(`/api/sessions/${id}`)).json()).toEqual(NOT_FOUND);
    const del = await stranger.client.delete(`/api/sessions/${id}`);
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual(NOT_FOUND);
    expect((await owner.client.get(`/api/sessions/${id}`)).json<SessionDetail>().title).toBe('Private');
    expect(await messageCount(id)).toBe(3);
  });

  it('answers 404 for an id nobody has, and 400 for one that is not an id', async () => {
    const missing = await owner.client.get('/api/sessions/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(NOT_FOUND);
    for (const res of [await owner.client.get('/api/sessions/some-id'), await owner.client.delete('/api/sessions/1%27%20or%201=1')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'validation_failed' } });
    }
  });

  it('deletes the session and its messages everywhere, keeping the long-term memory', async () => {
    const user = await createSignedInUser(t);
    const keep = await seedOne(user, 'Keep me');
    const gone = await seedOne(user, 'Delete me');
    await t.db.insertInto('user_memories').values({ user_id: user.id, fact: 'Has a dog called Max', created_at: at }).execute();

    const del = await user.client.delete(`/api/sessions/${gone}`);
    expect(del.statusCode).toBe(204);
    expect((await user.client.get(`/api/sessions/${gone}`)).statusCode).toBe(404);
    expect((await user.client.delete(`/api/sessions/${gone}`)).statusCode).toBe(404);
    expect(await messageCount(gone)).toBe(0);
    expect(await messageCount(keep)).toBe(3);

    const list = (await user.client.get('/api/sessions')).json<SessionListResponse>();
    expect(list.total).toBe(1);
    expect(list.sessions.map((s) => s.id)).toEqual([keep]);
    const overview = (await user.client.get('/api/dashboard')).json<DashboardResponse>();
    expect(overview.stats).toMatchObject({ totalSessions: 1, totalDurationSeconds: 125 });
    expect(overview.recentSessions.map((s) => s.id)).toEqual([keep]);
    const memories = await t.db.selectFrom('user_memories').select('fact').where('user_id', '=', user.id).execute();
    expect(memories).toEqual([{ fact: 'Has a dog called Max' }]);
  });

  it('refuses a delete from another origin', async () => {
    const id = await seedOne(owner, 'Cross-site');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${id}`,
      headers: { cookie: `access_token=${owner.accessToken}`, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(await messageCount(id)).toBe(3);
  });
});
