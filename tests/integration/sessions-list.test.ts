import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionListItem, SessionListResponse } from '@shared/api/sessions';
import { historyMessages } from '../support/english-texts';
import { seedSessions, type SeededSession } from '../support/seed-sessions';
import { createSignedInUser, type SignedInUser } from '../support/app/signed-in-user';
import { useTestApp } from '../support/app/test-app';

const base = Date.parse('2026-06-01T10:00:00Z');

/** 300 sessions: every 7th shares its start with the one before, durations repeat, a fifth mention work. */
function manySessions(): SeededSession[] {
  return Array.from({ length: 300 }, (_, i) => ({
    title: i % 5 === 0 ? `Work worries ${i}` : `Evening talk ${i}`,
    aiSummary: i % 10 === 3 ? `You talked about WORK deadlines (${i}).` : i % 2 === 0 ? `A calm chat ${i}.` : null,
    createdAt: new Date(base + (i - (i % 7 === 6 ? 1 : 0)) * 3_600_000),
    durationSeconds: (i * 37) % 50,
  }));
}

describe('GET /api/sessions: search, sort and paging', () => {
  const t = useTestApp();
  let user: SignedInUser;
  let seeded: (SeededSession & { id: string })[];

  beforeAll(async () => {
    user = await createSignedInUser(t);
    const sessions = manySessions();
    const ids = await seedSessions(t.db, user.id, sessions);
    seeded = sessions.map((s, i) => ({ ...s, id: ids[i] as string }));
    const other = await createSignedInUser(t);
    await seedSessions(t.db, other.id, [{ title: 'Work at the other account', createdAt: new Date(base), durationSeconds: 99 }]);
  });

  async function everyPage(query: string, limit: number) {
    const pages: SessionListResponse[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/sessions?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await user.client.get(url);
      expect(res.statusCode).toBe(200);
      const page = res.json<SessionListResponse>();
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 100);
    return pages;
  }

  const byCreated = (a: SeededSession & { id: string }, b: SeededSession & { id: string }) =>
    a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);
  const byDuration = (a: SeededSession & { id: string }, b: SeededSession & { id: string }) =>
    (a.durationSeconds ?? 0) - (b.durationSeconds ?? 0) || byCreated(a, b);
  const orders = {
    newest: () => [...seeded].sort(byCreated).reverse(),
    oldest: () => [...seeded].sort(byCreated),
    longest: () => [...seeded].sort(byDuration).reverse(),
    shortest: () => [...seeded].sort(byDuration),
  };

  it.each(Object.keys(orders) as (keyof typeof orders)[])('pages through all 300 sorted %s, each once, in order', async (sort) => {
    const pages = await everyPage(`sort=${sort}`, 37);
    expect(pages).toHaveLength(9);
    expect(pages.every((p) => p.total === 300)).toBe(true);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const ids = pages.flatMap((p) => p.sessions.map((s) => s.id));
    expect(ids).toEqual(orders[sort]().map((s) => s.id));
  });

  it('lists newest first, 20 to a page, with the fields a card shows', async () => {
    const res = await user.client.get('/api/sessions');
    const page = res.json<SessionListResponse>();
    expect(page.sessions).toHaveLength(20);
    const newest = orders.newest()[0] as SeededSession & { id: string };
    expect(page.sessions[0]).toEqual<SessionListItem>({
      id: newest.id,
      title: newest.title,
      type: 'chat',
      createdAt: newest.createdAt.toISOString(),
      endedAt: new Date(newest.createdAt.getTime() + (newest.durationSeconds ?? 0) * 1000).toISOString(),
      durationSeconds: newest.durationSeconds ?? 0,
      moodBefore: null,
      moodAfter: null,
      aiSummary: newest.aiSummary ?? null,
      youWrote: null,
    });
  });

  it('searches title and AI summary case-insensitively, counting every match, never another user’s', async () => {
    const expected = seeded.filter((s) => /work/i.test(`${s.title} ${s.aiSummary ?? ''}`));
    expect(expected.length).toBe(90);
    const pages = await everyPage('search=wOrK&sort=oldest', 25);
    expect(pages[0]?.total).toBe(90);
    expect(pages.flatMap((p) => p.sessions.map((s) => s.id))).toEqual([...expected].sort(byCreated).map((s) => s.id));
  });

  it('finds nothing for a search nobody wrote, and treats % and _ as themselves', async () => {
    for (const search of ['nothing like this', '%', '_', 'talk_1']) {
      const res = await user.client.get(`/api/sessions?search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<SessionListResponse>()).toEqual({ sessions: [], total: 0, nextCursor: null });
    }
    const spaces = await user.client.get('/api/sessions?search=%20%20');
    expect(spaces.json<SessionListResponse>().total).toBe(300);
  });

  it.each([
    ['sort=bogus', historyMessages.sortInvalid],
    ['limit=101', historyMessages.limitInvalid],
    ['limit=0', historyMessages.limitInvalid],
    ['limit=2.5', historyMessages.limitInvalid],
    ['limit=many', historyMessages.limitInvalid],
    ['cursor=not-a-cursor', historyMessages.cursorInvalid],
    [`cursor=${Buffer.from('[1,"yesterday","x"]').toString('base64url')}`, historyMessages.cursorInvalid],
    [`search=${'a'.repeat(201)}`, historyMessages.searchTooLong],
  ])('answers ?%s with 400 and a message', async (query, message) => {
    const res = await user.client.get(`/api/sessions?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'validation_failed', message } });
  });

  it('is 401 when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sessions' });
    expect(res.statusCode).toBe(401);
  });

  it('is described in the OpenAPI document', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, object> }>();
    expect(Object.keys(paths['/api/sessions'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/sessions/{id}'] ?? {}).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(paths['/api/dashboard'] ?? {})).toEqual(['get']);
  });
});
