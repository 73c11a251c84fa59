import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SessionListResponse } from '@shared/api/sessions';
import { createSessionHistory } from '../../server/src/features/sessions/session-history.service';
import { indexWaitingSessions } from '../../server/src/features/sessions/message-search-backfill';
import { addMessageTerms } from '../../server/src/features/sessions/message-search-index';
import { startMessageSearchIndexing } from '../../server/src/jobs/message-search-indexing';
import { withSealedFields } from '../../server/src/db/sealed-fields';
import { FieldCipher } from '../../server/src/lib/field-cipher';
import { textSession, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser, type SignedInUser } from '../support/app/signed-in-user';
import { seedSessions } from '../support/seed-sessions';

const SAID = ['I keep dreading the meeting with my manager about time off', 'Sleep has been awful since the café closed'];
const REPLY = 'You do not have to face it alone';

describe('searching past sessions finds what the person wrote, from a blind index', () => {
  const t = useRealtimeApp(() => ({ ai: new ScriptedAiProvider({ reply: REPLY, summary: { summary: 'A talk about rest.', memories: [] } }) }));

  const chat = (user: SignedInUser, said: string[]) => textSession(t.url, user.accessToken, said, { title: 'Evening talk' });

  const found = async (user: SignedInUser, search: string) =>
    (await user.client.get(`/api/sessions?search=${encodeURIComponent(search)}`)).json<SessionListResponse>().sessions.map((s) => s.id);

  it('finds a session by a word the person wrote, by its beginning, any case and accent, and never by the companion\'s words', async () => {
    const user = await createSignedInUser(t);
    const sessionId = await chat(user, SAID);

    for (const search of ['manager', 'Manag', 'MANAGER', 'dreading manager', 'cafe', 'Café', 'my']) {
      expect(await found(user, search), search).toEqual([sessionId]);
    }
    for (const search of ['managers', 'alone', 'face', 'anager', 'manager holiday']) {
      expect(await found(user, search), search).toEqual([]);
    }
    const stranger = await createSignedInUser(t);
    expect(await found(stranger, 'manager')).toEqual([]);
  });

  it('shows the person the words of theirs a session was found by, and nothing when its title or summary matched', async () => {
    const user = await createSignedInUser(t);
    const long = `${'Before all this I was fine, '.repeat(4)}then my manager moved every deadline again and I ${'could not sleep, '.repeat(6)}and that was it.`;
    await chat(user, ['Nothing about work here', long, 'My manager phoned on Sunday']);
    const youWrote = async (search: string) =>
      (await user.client.get(`/api/sessions?search=${encodeURIComponent(search)}`)).json<SessionListResponse>().sessions.map((s) => s.youWrote);

    const [excerpt] = await youWrote('deadline manag');
    expect(excerpt).toMatch(/^….*then my manager moved every deadline again .*…$/);
    expect(excerpt!.length).toBeLessThan(150);
    expect(await youWrote('manager sunday')).toEqual(['My manager phoned on Sunday']);
    expect(await youWrote('evening')).toEqual([null]);

    const other = await createSignedInUser(t);
    await textSession(t.url, other.accessToken, [`${'https://example.com/'}${'a'.repeat(60)} is what he sent, then my manager shouted`, '我今天跟总经理谈了很久，还是很难过']);
    const shown = async (search: string) =>
      (await other.client.get(`/api/sessions?search=${encodeURIComponent(search)}`)).json<SessionListResponse>().sessions[0]?.youWrote;
    expect(await shown('manager')).toMatch(/^….*then my manager shouted$/);
    expect(await shown('经理')).toContain('总经理');
    expect(await youWrote('talk about rest')).toEqual([null]);
  });

  it('stores numbers, not words: no term is the same for two people', async () => {
    const first = await createSignedInUser(t);
    const second = await createSignedInUser(t);
    const [a, b] = [await chat(first, ['manager']), await chat(second, ['manager'])];
    const rows = await t.rawDb.selectFrom('session_search_terms').selectAll().where('session_id', 'in', [a, b]).execute();
    expect(rows.map((r) => r.key_id)).toEqual(['test1', 'test1']);
    const terms = rows.map((r) => (r.terms ?? []).map(String));
    // "manager" is the word and its beginnings man, mana, manag, manage.
    expect(terms.map((t) => t.length)).toEqual([5, 5]);
    for (const term of terms.flat()) expect(term).toMatch(/^-?\d+$/);
    expect(terms[0]!.filter((term) => terms[1]!.includes(term))).toEqual([]);
  });

  it('indexes sessions from before the search in the background, and finds them afterwards', async () => {
    const user = await createSignedInUser(t);
    const [old] = await seedSessions(t.db, user.id, [
      { title: 'Before', createdAt: new Date('2026-01-05T20:00:00Z'), messages: [{ role: 'user', content: 'The landlord raised the rent' }] },
    ]);
    expect(await found(user, 'landlord')).toEqual([]);
    await indexWaitingSessions(t.db);
    expect(await found(user, 'landlord')).toEqual([old]);
  });

  it('indexes a session a server from before the search saved, whole, from the pass or from its next message', async () => {
    const user = await createSignedInUser(t);
    const said = (content: string) => ({ title: 'Old server', createdAt: new Date('2026-02-01T20:00:00Z'), messages: [{ role: 'user' as const, content }] });
    const [byPass, byMessage] = await seedSessions(t.db, user.id, [said('The plumber never came'), said('The orchard flooded')]);
    await t.db.deleteFrom('session_search_terms').where('session_id', 'in', [byPass!, byMessage!]).execute();

    // Its next message is saved by this server, which indexes what was said before too.
    await t.db
      .insertInto('session_messages')
      .values({ session_id: byMessage!, user_id: user.id, role: 'user', content: 'and the fence fell', source: 'text' })
      .execute();
    await addMessageTerms(t.db, user.id, byMessage!, 'and the fence fell');
    expect(await found(user, 'orchard fence')).toEqual([byMessage]);
    expect(await found(user, 'plumber')).toEqual([]);
    await indexWaitingSessions(t.db);
    expect(await found(user, 'plumber')).toEqual([byPass]);
  });

  it('keeps the stored values sorted, so they say nothing of the order of the words', async () => {
    const user = await createSignedInUser(t);
    const sessionId = await chat(user, ['zebra apple mango', 'kiwi banana']);
    const { terms } = await t.rawDb.selectFrom('session_search_terms').select('terms').where('session_id', '=', sessionId).executeTakeFirstOrThrow();
    const values = (terms ?? []).map((v) => BigInt(v));
    expect(values.length).toBeGreaterThan(10);
    expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('the server indexes them batch after batch on its own, however many there are', async () => {
    const user = await createSignedInUser(t);
    const sessions = Array.from({ length: 120 }, (_, i) => ({
      title: `Old talk ${i}`,
      createdAt: new Date(Date.UTC(2025, 0, 1, i)),
      messages: [{ role: 'user' as const, content: i % 2 === 0 ? 'The allotment flooded again' : 'Nothing much today' }],
    }));
    await seedSessions(t.db, user.id, sessions);
    const silent = { info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
    const stop = startMessageSearchIndexing({ db: t.db, log: silent }, { intervalMs: 3_600_000 });
    try {
      const total = async () => (await user.client.get('/api/sessions?search=allotment')).json<SessionListResponse>().total;
      await expect.poll(total, { timeout: 10_000 }).toBe(60);
    } finally {
      await stop();
    }
  });

  it('after a key change, finds sessions indexed under the old key until they are indexed under the new one', async () => {
    const user = await createSignedInUser(t);
    const sessionId = await chat(user, ['My sister called about the allotment']);
    const rotated = withSealedFields(
      t.rawDb,
      new FieldCipher({ keys: new Map([['test1', Buffer.alloc(32, 1)], ['test2', Buffer.alloc(32, 2)]]), currentKeyId: 'test2' }),
    );
    const history = createSessionHistory({ db: rotated });
    const search = async (words: string) => (await history.list(user.id, { search: words, sort: 'newest', limit: 20 })).sessions.map((s) => s.id);
    expect(await search('allotment')).toEqual([sessionId]);

    await indexWaitingSessions(rotated);
    const row = await t.rawDb.selectFrom('session_search_terms').select('key_id').where('session_id', '=', sessionId).executeTakeFirstOrThrow();
    expect(row.key_id).toBe('test2');
    expect(await search('allotment sister')).toEqual([sessionId]);
    // The app still runs on the old key alone: it no longer finds what was re-indexed under the new one.
    expect(await found(user, 'allotment')).toEqual([]);

    // A message saved under the new key into a session indexed under the old one indexes it whole at once.
    const second = await chat(user, ['Grandad planted the rhubarb']);
    await addMessageTerms(rotated, user.id, second, 'Grandad planted the rhubarb');
    const row2 = await t.rawDb.selectFrom('session_search_terms').select('key_id').where('session_id', '=', second).executeTakeFirstOrThrow();
    expect(row2.key_id).toBe('test2');
    expect(await search('rhubarb grandad')).toEqual([second]);
  });
});
