import { randomUUID } from 'node:crypto';
import { defaultNotificationPreferences } from '@shared/api/profile';
import { openDatabase } from '../../server/src/db/kysely';
import { migrateToLatest } from '../../server/src/db/migrate';
import { REFRESH_TTL_SECONDS, signAccessToken } from '../../server/src/plugins/auth';
import { newOpaqueToken, secondsAfter } from '../../server/src/features/auth/tokens';

export interface BenchUser {
  id: string;
  email: string;
  /** A valid access cookie value, signed with the server's secret. */
  accessToken: string;
}

export interface SeededUsers {
  users: BenchUser[];
  /** Live refresh tokens, each the head of its own sign-in (family), spread over the users. */
  refreshTokens: string[];
}

const BATCH = 500;

/**
 * Writes `count` confirmed users with profiles straight to the database the server will use, before
 * it starts (PGlite has one owner at a time). They are on a premium plan so the 15-minute free limit
 * does not end sessions mid-run, and have a password hash no password matches: nobody can log in as them.
 */
export async function seedBenchUsers(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  authSecret: string;
  count: number;
  refreshFamilies: number;
  runId: string;
}): Promise<SeededUsers> {
  const handle = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    await migrateToLatest(handle.db);
    const ids: { id: string; email: string }[] = [];
    for (let start = 0; start < options.count; start += BATCH) {
      const emails = Array.from({ length: Math.min(BATCH, options.count - start) }, (_, i) => `bench-${options.runId}-${start + i}@bench.solace.local`);
      const rows = await handle.db
        .insertInto('users')
        .values(emails.map((email) => ({ email, password_hash: '!bench-user-without-password', email_confirmed_at: new Date() })))
        .returning(['id', 'email'])
        .execute();
      await handle.db
        .insertInto('profiles')
        .values(
          rows.map((row) => ({
            id: row.id,
            email: row.email,
            notification_preferences: JSON.stringify(defaultNotificationPreferences),
            subscription_plan: 'premium-monthly',
            subscription_status: 'active',
          })),
        )
        .execute();
      ids.push(...rows);
    }
    const users = await Promise.all(
      ids.map(async ({ id, email }) => ({ id, email, accessToken: await signAccessToken({ id, email }, options.authSecret) })),
    );
    const refreshTokens = await seedRefreshTokens(handle.db, ids, options.refreshFamilies);
    return { users, refreshTokens };
  } finally {
    await handle.close();
  }
}

async function seedRefreshTokens(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  users: { id: string }[],
  families: number,
): Promise<string[]> {
  if (users.length === 0 || families === 0) return [];
  const tokens = Array.from({ length: families }, () => newOpaqueToken());
  const expiresAt = secondsAfter(new Date(), REFRESH_TTL_SECONDS);
  for (let start = 0; start < tokens.length; start += BATCH) {
    await db
      .insertInto('refresh_tokens')
      .values(
        tokens.slice(start, start + BATCH).map((token, i) => ({
          user_id: users[(start + i) % users.length]?.id ?? '',
          family_id: randomUUID(),
          token_hash: token.hash,
          expires_at: expiresAt,
        })),
      )
      .execute();
  }
  return tokens.map((t) => t.token);
}
