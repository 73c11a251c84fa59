import { defaultNotificationPreferences, type NotificationPreferences } from '@shared/api/profile';
import { ACCESS_COOKIE, signAccessToken } from '../../../server/src/plugins/auth';
import { BrowserLikeClient } from './browser-like-client';
import { uniqueEmail, type TestApp } from './test-app';

export interface SignedInUser {
  id: string;
  email: string;
  accessToken: string;
  /** Sends the user's access cookie and the app's Origin, like the signed-in browser. */
  client: BrowserLikeClient;
}

export interface SignedInUserOptions {
  email?: string;
  fullName?: string | null;
  timezone?: string;
  notificationPreferences?: Partial<NotificationPreferences>;
  /** False leaves out the profiles row, as if it had been lost. */
  withProfile?: boolean;
}

/**
 * A confirmed user with a profile, written straight to the database, and a client carrying a valid
 * access token for them: for testing features without going through sign-up.
 */
export async function createSignedInUser(t: TestApp, options: SignedInUserOptions = {}): Promise<SignedInUser> {
  const email = options.email ?? uniqueEmail();
  const user = await t.db
    .insertInto('users')
    .values({ email, password_hash: 'not-a-real-hash', email_confirmed_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.withProfile !== false) {
    const preferences = { ...defaultNotificationPreferences, ...options.notificationPreferences };
    await t.db
      .insertInto('profiles')
      .values({
        id: user.id,
        email,
        full_name: options.fullName ?? null,
        timezone: options.timezone ?? 'UTC',
        notification_preferences: JSON.stringify(preferences),
      })
      .execute();
  }
  const accessToken = await signAccessToken({ id: user.id, email }, t.config.authSecret);
  const client = new BrowserLikeClient(t.app);
  client.cookies.set(ACCESS_COOKIE, accessToken);
  return { id: user.id, email, accessToken, client };
}
