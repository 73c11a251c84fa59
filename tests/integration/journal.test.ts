import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { JournalEntry, JournalResponse } from '@shared/api/journal';
import { translator } from '../../server/src/i18n/translator';
import { journalMessages } from '../support/english-texts';
import { createSignedInUser, type SignedInUser } from '../support/app/signed-in-user';
import { useTestApp } from '../support/app/test-app';

const entry = (title: string, day: number, answer = `Answer about ${title}`): JournalEntry => ({
  id: randomUUID(),
  title,
  date: new Date(Date.UTC(2026, 10, day, 21)).toISOString(),
  responses: [{ prompt: 'What made you smile today?', response: answer }],
});

describe('the reflection journal, kept with the account when the person chooses', () => {
  const t = useTestApp();
  const journal = async (user: SignedInUser) => (await user.client.get('/api/journal')).json<JournalResponse>();
  const keep = (user: SignedInUser, body: unknown) => user.client.put('/api/journal/keeping', body);

  it('is kept on the device until the person moves it, and the account then stores nothing', async () => {
    const user = await createSignedInUser(t);
    expect(await journal(user)).toEqual({ keptWithAccount: false, entries: [] });
    const refused = await user.client.post('/api/journal/entries', entry('Tuesday', 24));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'conflict', message: journalMessages.keptOnDevice } });
    expect(await t.db.selectFrom('journal_entries').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('moves the device\'s entries to the account, encrypted at rest, then adds and deletes there', async () => {
    const user = await createSignedInUser(t);
    const monday = entry('Monday', 23, 'The quince tree flowered');
    const moved = await keep(user, { keep: 'account', entries: [monday, entry('Sunday', 22)] });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json<JournalResponse>();
    expect(after.keptWithAccount).toBe(true);
    expect(after.entries.map((e) => e.title)).toEqual(['Monday', 'Sunday']);
    expect(after.entries[0]).toEqual(monday);

    const stored = await t.rawDb.selectFrom('journal_entries').select('content').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(2);
    for (const row of stored) expect(row.content).toMatch(/^enc:v1:test1:/);
    expect(stored.map((r) => r.content).join()).not.toMatch(/quince|Monday/);

    const wednesday = entry('Wednesday', 25);
    expect((await user.client.post('/api/journal/entries', wednesday)).statusCode).toBe(201);
    // A save retried after its answer was lost stores nothing twice.
    expect((await user.client.post('/api/journal/entries', wednesday)).statusCode).toBe(201);
    expect((await journal(user)).entries.map((e) => e.title)).toEqual(['Wednesday', 'Monday', 'Sunday']);
    expect((await user.client.delete(`/api/journal/entries/${wednesday.id}`)).statusCode).toBe(204);
    expect((await user.client.delete(`/api/journal/entries/${wednesday.id}`)).statusCode).toBe(404);
    expect((await journal(user)).entries.map((e) => e.title)).toEqual(['Monday', 'Sunday']);

    // A retried move adds nothing; a second device's move adds its own entries.
    expect((await keep(user, { keep: 'account', entries: [monday] })).json<JournalResponse>().entries).toHaveLength(2);
    const fromPhone = await keep(user, { keep: 'account', entries: [entry('On the bus', 24)] });
    expect(fromPhone.json<JournalResponse>().entries.map((e) => e.title)).toEqual(['On the bus', 'Monday', 'Sunday']);
  });

  it("never shows or deletes another person's entries", async () => {
    const owner = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    await keep(owner, { keep: 'account', entries: [entry('Private', 20, 'Only mine')] });
    await keep(other, { keep: 'account', entries: [] });
    const [mine] = (await journal(owner)).entries;
    expect((await journal(other)).entries).toEqual([]);
    expect((await other.client.delete(`/api/journal/entries/${mine!.id}`)).statusCode).toBe(404);
    // An entry under another person's id is refused, and theirs is untouched.
    expect((await other.client.post('/api/journal/entries', { ...entry('Taken', 21), id: mine!.id })).statusCode).toBe(404);
    expect((await keep(other, { keep: 'account', entries: [{ ...entry('Taken', 21), id: mine!.id }] })).statusCode).toBe(409);
    expect((await journal(other)).entries).toEqual([]);
    expect((await journal(owner)).entries).toEqual([mine]);
  });

  it('moves back to the device only with every entry the account holds, then deletes them from it', async () => {
    const user = await createSignedInUser(t);
    const { entries } = (await keep(user, { keep: 'account', entries: [entry('One', 1), entry('Two', 2)] })).json<JournalResponse>();
    const partial = await keep(user, { keep: 'device', entryIds: [entries[0]!.id] });
    expect(partial.statusCode).toBe(409);
    expect(partial.json<{ error: { message: string } }>().error.message).toBe(journalMessages.changedMeanwhile);
    expect((await journal(user)).entries).toHaveLength(2);

    const back = await keep(user, { keep: 'device', entryIds: entries.map((e) => e.id) });
    expect(back.json<JournalResponse>()).toEqual({ keptWithAccount: false, entries: [] });
    expect(await t.db.selectFrom('journal_entries').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('refuses an entry with nothing in it, a title too long or a bad date, saying why', async () => {
    const user = await createSignedInUser(t);
    await keep(user, { keep: 'account', entries: [] });
    const cases: [unknown, string][] = [
      [{ ...entry('Empty', 3), responses: [] }, journalMessages.empty],
      [{ ...entry('Blank', 3), responses: [{ prompt: 'Why?', response: '   ' }] }, journalMessages.empty],
      [entry('x'.repeat(121), 3), journalMessages.titleTooLong],
      [{ ...entry('When', 3), date: 'yesterday' }, journalMessages.dateInvalid],
      [{ ...entry('Long', 3), responses: [{ prompt: 'Why?', response: 'y'.repeat(4001) }] }, journalMessages.answerTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await user.client.post('/api/journal/entries', body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toContain(message);
    }
    const wrongKeep = await keep(user, { keep: 'cloud' });
    expect(wrongKeep.statusCode).toBe(400);
    expect(wrongKeep.json<{ error: { message: string } }>().error.message).toContain(journalMessages.keepingInvalid);
    expect((await journal(user)).entries).toEqual([]);
  });

  it("says why an entry is refused in the page's language: an empty entry, and a journal kept on the device", async () => {
    const es = translator('es');
    const spanish = { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' };
    const user = await createSignedInUser(t);
    const onDevice = await user.client.request('POST', '/api/journal/entries', entry('Martes', 24), spanish);
    expect(onDevice.statusCode).toBe(409);
    expect(onDevice.json()).toEqual({ error: { code: 'conflict', message: es('selfcare:messages.keptOnDevice') } });

    await keep(user, { keep: 'account', entries: [] });
    const empty = await user.client.request('POST', '/api/journal/entries', { ...entry('Vacía', 3), responses: [] }, spanish);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: { code: 'validation_failed', message: es('selfcare:messages.empty') } });
    expect(es('selfcare:messages.empty')).not.toBe(journalMessages.empty);
    expect(es('selfcare:messages.keptOnDevice')).not.toBe(journalMessages.keptOnDevice);
  });
});

// Two requests at once need two connections: Postgres's case (PGlite answers one statement at a time).
describe.runIf(inject('databaseUrl'))('an entry and a move at the same time', () => {
  const t = useTestApp();

  it('an entry added while the journal moves to the device waits for the move, then is refused: nothing is lost unseen', async () => {
    const user = await createSignedInUser(t);
    await user.client.put('/api/journal/keeping', { keep: 'account', entries: [entry('Before', 1)] });
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let moving = () => undefined as void;
    const started = new Promise<void>((resolve) => (moving = resolve));
    // A move to the device, held between taking the profile and deleting the entries.
    const move = t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('profiles').select('id').where('id', '=', user.id).forUpdate().execute();
      moving();
      await released;
      await trx.deleteFrom('journal_entries').where('user_id', '=', user.id).execute();
      await trx.updateTable('profiles').set({ keep_journal_with_account: false }).where('id', '=', user.id).execute();
    });
    await started;
    const adding = user.client.post('/api/journal/entries', entry('During the move', 2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await move;
    const added = await adding;
    expect(added.statusCode).toBe(409);
    expect(added.json<{ error: { message: string } }>().error.message).toBe(journalMessages.keptOnDevice);
    expect(await t.db.selectFrom('journal_entries').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});
