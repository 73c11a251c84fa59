import { seedSessions } from '../support/seed-sessions';
import { createOnboardedAccount } from '../support/browser/account';
import { expect, test } from '../support/browser/session-test';

test('the first visit says Welcome; once a session was held, Welcome back', async ({ page, server }) => {
  const account = await createOnboardedAccount(page, 'welcome', 'Robin Calloway');
  await page.goto('/dashboard');
  await expect(page.getByText('No sessions yet')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Robin!');

  const user = await server.db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
  await seedSessions(server.db, user.id, [{ title: 'A first talk', createdAt: new Date(), durationSeconds: 300 }]);
  await page.reload();
  await expect(page.getByText('A first talk')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Robin!');
});
