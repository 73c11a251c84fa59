import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/features/auth/passwords';
import { REFRESH_COOKIE } from '../../server/src/plugins/auth';
import { seedUserData } from '../support/seed-user-data';
import { columnsReferencingUsers, rowsMentioningUser, rowsReferencingUser } from '../support/user-rows-by-schema';
import { RecordingMailer } from '../support/app/recording-mailer';
import { useTestApp } from '../support/app/test-app';
import { createSignedInUser, type SignedInUser } from '../support/app/signed-in-user';

const PASSWORD = 'correct horse battery';

describe('privacy: delete my account', () => {
  const mailer = new RecordingMailer();
  const t = useTestApp({ deps: { mailer } });

  async function userWithEverything(tag: string): Promise<SignedInUser> {
    const user = await createSignedInUser(t, { fullName: `Name ${tag}` });
    await t.db.updateTable('users').set({ password_hash: await hashPassword(PASSWORD) }).where('id', '=', user.id).execute();
    await seedUserData(t.db, user, tag);
    return user;
  }

  it('leaves no row of the user in any table of the schema, and the other user untouched', async () => {
    const me = await userWithEverything('GONE');
    const other = await userWithEverything('STAYS');

    // Every table keyed to users.id has a row of the user to delete: a table added later without a
    // seeded row fails here, until seed-user-data.ts writes one.
    const referencing = await columnsReferencingUsers(t.db);
    expect(referencing.length).toBeGreaterThanOrEqual(15);
    const before = await rowsReferencingUser(t.db, me.id);
    for (const [column, count] of Object.entries(before)) expect({ column, count }).toEqual({ column, count: expect.toSatisfy((n: number) => n > 0) });
    const otherBefore = await rowsMentioningUser(t.db, other);
    expect((await rowsMentioningUser(t.db, me)).map((c) => c.table)).toEqual(expect.arrayContaining(['contact_messages', 'dev_mailbox', 'users']));

    me.client.cookies.set(REFRESH_COOKIE, 'a-refresh-cookie-of-this-browser');
    const res = await me.client.request('DELETE', '/api/account', { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    // This browser's cookies are cleared; the refresh tokens of every other device are gone with the rows.
    expect(me.client.cookies.size).toBe(0);

    expect(await rowsMentioningUser(t.db, me)).toEqual([]);
    expect(Object.values(await rowsReferencingUser(t.db, me.id)).every((n) => n === 0)).toBe(true);
    expect(await rowsMentioningUser(t.db, other)).toEqual(otherBefore);

    expect(mailer.to(me.email)).toEqual([expect.objectContaining({ subject: 'Your Solace account has been deleted' })]);
    const login = await other.client.post('/api/auth/login', { email: me.email, password: PASSWORD });
    expect(login.statusCode).toBe(401);
  });

  it("keeps another person's contact message that names the deleted address", async () => {
    const me = await userWithEverything('NAMED');
    const other = await createSignedInUser(t);
    const sent = await other.client.post('/api/contact', { name: 'Sam', email: me.email, subject: 'About a friend', message: 'Hello there' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await me.client.request('DELETE', '/api/account', { password: PASSWORD })).statusCode).toBe(200);
    const kept = await t.db.selectFrom('contact_messages').select('subject').where('user_id', '=', other.id).execute();
    expect(kept).toEqual([{ subject: 'About a friend' }]);
  });

  it('refuses a wrong password with 400 and deletes nothing', async () => {
    const me = await userWithEverything('KEPT');
    const before = await rowsMentioningUser(t.db, me);
    const res = await me.client.request('DELETE', '/api/account', { password: 'not my password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'invalid_credentials', message: 'That password is not right. Your account was not deleted.' });
    expect(await rowsMentioningUser(t.db, me)).toEqual(before);
    expect(mailer.to(me.email)).toEqual([]);
  });

  it('refuses a missing password with 400', async () => {
    const me = await userWithEverything('EMPTY');
    expect((await me.client.request('DELETE', '/api/account', {})).statusCode).toBe(400);
    expect((await me.client.request('DELETE', '/api/account', { password: '' })).statusCode).toBe(400);
    expect((await me.client.get('/api/profile')).statusCode).toBe(200);
  });
});
