import { expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/src/db/database';
import type { BrowserLikeClient } from './browser-like-client';

export const PASSWORD = 'a calm password';

/** The token of the newest email sent to an address (confirmation or reset link). */
export async function mailedToken(db: Kysely<Database>, to: string): Promise<string> {
  const mail = await db
    .selectFrom('dev_mailbox')
    .select('text_body')
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const token = /[#&]token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
  if (!token) throw new Error(`no token in the mail to ${to}`);
  return token;
}

export async function mailCount(db: Kysely<Database>, to: string): Promise<number> {
  const row = await db
    .selectFrom('dev_mailbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('to_address', '=', to)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Signs up, confirms through the emailed link and logs in, the way a person does. */
export async function signUpConfirmAndLogIn(
  client: BrowserLikeClient,
  db: Kysely<Database>,
  email: string,
  password = PASSWORD,
): Promise<{ id: string; email: string }> {
  const signup = await client.post('/api/auth/signup', { email, password, acceptTerms: true, confirmAge: true });
  expect(signup.statusCode).toBe(201);
  // Confirmed as from another device (no sign-in), so the login below is this client's only sign-in.
  client.cookies.delete('signup_browser');
  const confirm = await client.post('/api/auth/confirm', { token: await mailedToken(db, email) });
  expect(confirm.statusCode).toBe(200);
  expect(confirm.json()).toMatchObject({ user: null });
  const login = await client.post('/api/auth/login', { email, password });
  expect(login.statusCode).toBe(200);
  return login.json<{ user: { id: string; email: string } }>().user;
}
