import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentedRoutes, routeName, routeUrl, type DocumentedRoute } from '../support/app/openapi-routes';
import { createSignedInUser, type SignedInUser } from '../support/app/signed-in-user';
import { useTestApp } from '../support/app/test-app';
import { seedUserData } from '../support/seed-user-data';

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Routes whose parameter is not a row of someone's: a guide is the same for everyone. */
const NOT_A_USERS_ROW = new Set(['GET /api/guides/{slug}']);

describe("another user's ids, on every documented route that takes one", () => {
  const t = useTestApp();
  let routes: DocumentedRoute[] = [];
  let owner: SignedInUser;
  let other: SignedInUser;
  const ownerTag = `owner-${randomUUID()}`;
  beforeAll(async () => {
    routes = await documentedRoutes(t.app);
    owner = await createSignedInUser(t);
    other = await createSignedInUser(t);
    await seedUserData(t.db, owner, ownerTag);
    // The other person keeps their journal with the account too, so its routes look the id up.
    await t.db.updateTable('profiles').set({ keep_journal_with_account: true }).where('id', '=', other.id).execute();
    // A checkout still open, which paying or cancelling would change.
    await t.db
      .insertInto('checkout_sessions')
      .values({ id: randomUUID(), provider: 'test', user_id: owner.id, plan_id: 'premium-annual', amount_cents: 9999, status: 'open' })
      .execute();
  });

  /** Every id of every row the owner has that a route could name. */
  async function ownersIds(): Promise<string[]> {
    const userId = owner.id;
    const sessions = await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
    const sessionIds = sessions.map((s) => s.id);
    const rows = await Promise.all([
      t.db.selectFrom('session_messages').select('id').where('session_id', 'in', sessionIds).execute(),
      t.db.selectFrom('user_memories').select('id').where('user_id', '=', userId).execute(),
      t.db.selectFrom('mood_entries').select('id').where('user_id', '=', userId).execute(),
      t.db.selectFrom('emotional_wrap_ups').select('id').where('user_id', '=', userId).execute(),
      t.db.selectFrom('checkout_sessions').select('id').where('user_id', '=', userId).execute(),
      t.db.selectFrom('payments').select('id').where('user_id', '=', userId).execute(),
      t.db.selectFrom('journal_entries').select('id').where('user_id', '=', userId).execute(),
    ]);
    return [...sessionIds, ...rows.flat().map((row) => String(row.id))];
  }
  /** Every column of every row of the owner's, in a stable order: a change to any of them shows. */
  const ownersRows = async () => {
    const tables = ['sessions', 'user_memories', 'mood_entries', 'mood_reminders', 'emotional_wrap_ups', 'voice_recordings', 'checkout_sessions', 'subscriptions', 'payments', 'billing_customers', 'journal_entries'] as const;
    const sessionIds = (await t.db.selectFrom('sessions').select('id').where('user_id', '=', owner.id).execute()).map((s) => s.id);
    const rows = await Promise.all([
      ...tables.map((table) => t.db.selectFrom(table).selectAll().where('user_id', '=', owner.id).execute()),
      t.db.selectFrom('session_messages').selectAll().where('session_id', 'in', sessionIds).execute(),
    ]);
    return rows.map((list) => list.map((row) => JSON.stringify(row)).sort());
  };

  it('answers 404 for each of them, shows none of the owner\'s words, and changes none of the owner\'s rows', async () => {
    const before = await ownersRows();
    const ids = await ownersIds();
    expect(ids.length).toBeGreaterThanOrEqual(7);
    const withIds = routes.filter((route) => route.params.length + route.bodyIds.length > 0 && !NOT_A_USERS_ROW.has(routeName(route)));
    expect(withIds.length).toBeGreaterThanOrEqual(9);
    // One id at a time: a route naming two rows would need pairs, which no route does yet.
    expect(withIds.filter((route) => route.params.length + route.bodyIds.length > 1).map(routeName)).toEqual([]);
    const answers = [];
    for (const route of withIds) {
      for (const id of ids) {
        const values = Object.fromEntries(route.params.map((name) => [name, id]));
        const body = route.method === 'GET' ? undefined : Object.fromEntries(route.bodyIds.map((name) => [name, id]));
        const response = await other.client.request(route.method, routeUrl(route, values), body);
        answers.push({ route: routeName(route), id, status: response.statusCode, leaks: response.body.includes(ownerTag) });
      }
    }
    // A route whose id is a UUID refuses another kind of id (a checkout's) before looking: 400.
    const refused = (answer: { id: string; status: number }) => answer.status === 404 || (answer.status === 400 && !isUuid(answer.id));
    expect(answers.filter((answer) => !refused(answer) || answer.leaks)).toEqual([]);
    expect(await ownersRows()).toEqual(before);
  });

  it("shows none of the owner's words on any signed-in page of data", async () => {
    const reads = routes.filter((route) => route.method === 'GET' && route.params.length === 0 && !route.path.startsWith('/dev/'));
    const leaks = [];
    for (const route of reads) {
      const response = await other.client.get(routeUrl(route));
      if (response.body.includes(ownerTag)) leaks.push(routeName(route));
    }
    expect(leaks).toEqual([]);
    // The same pages do show the owner their own words: the check can see a leak.
    const exported = await owner.client.get('/api/privacy/export');
    expect(exported.body).toContain(ownerTag);
  });
});
