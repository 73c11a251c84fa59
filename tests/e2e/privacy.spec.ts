import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { authMessages, privacyMessages } from '../support/english-texts';
import { seedSessions } from '../support/seed-sessions';
import { createOnboardedAccount, expectToast, logInViaDialog, postJson, type Account } from '../support/browser/account';
import { expect, test, type SessionServer } from '../support/browser/session-test';

async function userIdOf(server: SessionServer, account: Account): Promise<string> {
  const row = await server.db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
  return row.id;
}

async function seedMemories(server: SessionServer, userId: string, facts: string[]) {
  await server.db
    .insertInto('user_memories')
    .values(facts.map((fact, i) => ({ user_id: userId, fact, created_at: new Date(Date.UTC(2026, 10, 1, 0, 0, i)) })))
    .execute();
}

const memoryList = (page: Page) => page.getByRole('list', { name: 'Memories' });

test('a person sees and deletes memories, downloads their data, deletes their account and can no longer log in', async ({ page, server }) => {
  const account = await createOnboardedAccount(page, 'privacy', 'Robin Calloway');
  const userId = await userIdOf(server, account);
  await seedMemories(server, userId, ['Has a cat called Miso', 'Starts a new job in March', 'Likes walking by the river']);
  await seedSessions(server.db, userId, [
    { title: 'Worried about the new job', createdAt: new Date('2026-11-20T09:00:00Z'), messages: [{ role: 'user', content: 'I start on Monday.' }] },
  ]);

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Privacy', level: 2 })).toBeVisible();
  await expect(memoryList(page).getByRole('listitem')).toHaveText(['Has a cat called Miso', 'Starts a new job in March', 'Likes walking by the river']);

  // One memory goes.
  await page.getByRole('button', { name: 'Delete memory: Has a cat called Miso' }).click();
  await expectToast(page, privacyMessages.memoryDeleted);
  await expect(memoryList(page).getByRole('listitem')).toHaveText(['Starts a new job in March', 'Likes walking by the river']);

  // The downloaded file holds what is left.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^solace-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.profile).toMatchObject({ email: account.email, full_name: 'Robin Calloway' });
  expect(data.sessions).toEqual([expect.objectContaining({ title: 'Worried about the new job', messages: [expect.objectContaining({ content: 'I start on Monday.' })] })]);
  expect(data.memories.map((m: { fact: string }) => m.fact)).toEqual(['Starts a new job in March', 'Likes walking by the river']);
  expect(JSON.stringify(data)).not.toContain('password');

  // 'Delete all' asks first; the keyboard is enough.
  await page.getByRole('button', { name: 'Delete all' }).click();
  const confirmAll = page.getByRole('dialog', { name: 'Delete all memories?' });
  await expect(confirmAll).toContainText('forget all 2 things');
  await confirmAll.getByRole('button', { name: 'Delete All Memories' }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, privacyMessages.memoriesDeleted);
  await expect(page.getByText('No memories yet')).toBeVisible();

  // A journal kept on this device goes with the account, as the dialog says.
  await page.evaluate(`localStorage.setItem('solace.journal.${userId}', '[]')`);

  // A wrong password deletes nothing.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await expect(dialog).toContainText('memories, journal and billing history will be deleted for good');
  await dialog.getByLabel('Enter your password to confirm').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(privacyMessages.wrongPassword);
  expect(await userIdOf(server, account)).toBe(userId);

  await dialog.getByLabel('Enter your password to confirm').fill(account.password);
  await dialog.getByLabel('Enter your password to confirm').press('Enter');
  await expect(page).toHaveURL(new URL('/', server.url).href);
  await expectToast(page, privacyMessages.accountDeleted, privacyMessages.accountDeletedBody);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate<string[]>(`Object.keys(localStorage).filter((key) => key.includes('${userId}'))`)).toEqual([]);

  // Gone for good: no row, no sign-in.
  expect(await server.db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirst()).toBeUndefined();
  await page.goto('/?login=1');
  await logInViaDialog(page, account);
  await expectToast(page, authMessages.loginErrorTitle, authMessages.invalidCredentials);
  await expect(page).toHaveURL(/\/\?login=1$/);
  expect((await postJson(page.request, '/api/auth/login', account)).status()).toBe(401);
  await page.goto('/dashboard/settings');
  await expect(page).not.toHaveURL(/\/dashboard\/settings/);
});

test('the privacy policy says content is never sold or used for advertising, and how export and deletion work', async ({ page }) => {
  await page.goto('/privacy-policy');
  const policy = page.getByRole('main');
  await expect(policy).toContainText('is never sold and never used for advertising');
  await expect(policy).toContainText('Download my data gives you at once one file');
  await expect(policy).toContainText('Delete my account asks for your password, cancels any subscription straight away');
  await expect(policy.getByRole('link', { name: 'settings' })).toHaveAttribute('href', '/dashboard/settings');
});
