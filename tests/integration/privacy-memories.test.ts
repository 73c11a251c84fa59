import { describe, expect, it } from 'vitest';
import type { MemoriesResponse } from '@shared/api/privacy';
import { BrowserLikeClient } from '../support/app/browser-like-client';
import { useTestApp } from '../support/app/test-app';
import { createSignedInUser, type SignedInUser } from '../support/app/signed-in-user';

describe('privacy: the memories the companion keeps', () => {
  const t = useTestApp();

  async function withMemories(user: SignedInUser, facts: string[]) {
    await t.db
      .insertInto('user_memories')
      .values(facts.map((fact, i) => ({ user_id: user.id, fact, created_at: new Date(Date.UTC(2026, 10, 1, 0, 0, i)) })))
      .execute();
  }
  const factsOf = async (user: SignedInUser): Promise<string[]> => {
    const { memories } = (await user.client.get('/api/privacy/memories')).json<MemoriesResponse>();
    return memories.map((m) => m.fact);
  };

  it('lists only the signed-in user’s memories, oldest first', async () => {
    const [me, other] = [await createSignedInUser(t), await createSignedInUser(t)];
    await withMemories(me, ['Has a dog called Pip', 'Works night shifts']);
    await withMemories(other, ['Someone else’s fact']);
    const res = await me.client.get('/api/privacy/memories');
    expect(res.statusCode).toBe(200);
    expect(res.json().memories).toEqual([
      { id: expect.any(String), fact: 'Has a dog called Pip', createdAt: '2026-11-01T00:00:00.000Z' },
      { id: expect.any(String), fact: 'Works night shifts', createdAt: '2026-11-01T00:00:01.000Z' },
    ]);
  });

  it('deletes one memory, and another user’s memory id is a 404 that deletes nothing', async () => {
    const [me, other] = [await createSignedInUser(t), await createSignedInUser(t)];
    await withMemories(me, ['Likes tea', 'Lives by the sea']);
    await withMemories(other, ['Other person’s fact']);
    const [mine] = (await me.client.get('/api/privacy/memories')).json().memories;
    const [theirs] = (await other.client.get('/api/privacy/memories')).json().memories;

    const deleted = await me.client.delete(`/api/privacy/memories/${mine.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await factsOf(me)).toEqual(['Lives by the sea']);

    const refused = await me.client.delete(`/api/privacy/memories/${theirs.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('not_found');
    expect(await factsOf(other)).toEqual(['Other person’s fact']);

    expect((await me.client.delete(`/api/privacy/memories/${mine.id}`)).statusCode).toBe(404);
    expect((await me.client.delete('/api/privacy/memories/not-an-id')).statusCode).toBe(400);
  });

  it('deletes all of the user’s memories and none of anyone else’s', async () => {
    const [me, other] = [await createSignedInUser(t), await createSignedInUser(t)];
    await withMemories(me, ['One', 'Two', 'Three']);
    await withMemories(other, ['Kept']);
    const res = await me.client.delete('/api/privacy/memories');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 3 });
    expect(await factsOf(me)).toEqual([]);
    expect(await factsOf(other)).toEqual(['Kept']);
  });

  it('answers 401 when signed out', async () => {
    const anonymous = new BrowserLikeClient(t.app);
    expect((await anonymous.get('/api/privacy/memories')).statusCode).toBe(401);
    expect((await anonymous.delete('/api/privacy/memories')).statusCode).toBe(401);
    expect((await anonymous.get('/api/privacy/export')).statusCode).toBe(401);
    expect((await anonymous.request('DELETE', '/api/account', { password: 'x' })).statusCode).toBe(401);
  });
});
