import type { Kysely } from 'kysely';
import type { Database } from '../../../server/src/db/database';
import { seedUserData } from '../seed-user-data';

/** Every dashboard screen a person reaches from the sidebar and its pages, for the walks over all screens. */
export const dashboardScreens = [
  '/dashboard',
  '/dashboard/start-session',
  '/dashboard/chat',
  '/dashboard/sessions',
  '/dashboard/mood-tracker',
  '/dashboard/selfcare',
  '/dashboard/selfcare/guided-breathing',
  '/dashboard/selfcare/timed-stretching',
  '/dashboard/selfcare/reflection-journal',
  '/dashboard/selfcare/mindful-activity',
  '/dashboard/productivity-guide',
  '/dashboard/guides/task-prioritization',
  '/dashboard/emotional-wrap-ups',
  '/dashboard/usage',
  '/dashboard/settings',
];

/**
 * Gives the account at `email` one row of every kind (`seedUserData`), so no screen is empty, and returns
 * every dashboard screen with the seeded session's and wrap-up's pages.
 */
export async function seededDashboardScreens(db: Kysely<Database>, email: string, tag: string): Promise<string[]> {
  const user = await db.selectFrom('users').select(['id', 'email']).where('email', '=', email).executeTakeFirstOrThrow();
  await seedUserData(db, user, tag);
  const session = await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
  const wrapUp = await db.selectFrom('emotional_wrap_ups').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
  return [...dashboardScreens, `/dashboard/session/${session.id}`, `/dashboard/wrap-up/${wrapUp.id}`];
}
