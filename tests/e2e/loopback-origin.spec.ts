import { expect, test } from '@playwright/test';
import { createOnboardedAccount, logInViaDialog } from '../support/browser/account';

// The server's own address is http://localhost:PORT; a person who types 127.0.0.1 instead gets the same app.
test('the app works at http://127.0.0.1 as at localhost: logging in, a form, and a chat over the socket', async ({ page, baseURL }) => {
  const account = await createOnboardedAccount(page, 'loopback');
  await page.context().clearCookies();
  const loopback = new URL(baseURL ?? '');
  loopback.hostname = '127.0.0.1';

  await page.goto(new URL('/?login=1', loopback).href);
  await logInViaDialog(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');

  await page.goto(new URL('/dashboard/settings', loopback).href);
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Profile updated' })).toBeVisible();
  await expect(page.getByText('This request did not come from the app.')).toHaveCount(0);

  await page.goto(new URL('/dashboard/chat', loopback).href);
  await page.getByRole('button', { name: 'Start Session' }).click();
  const box = page.getByLabel('Message');
  await expect(box).toBeEnabled();
  await box.fill('Hello from the loopback address');
  await box.press('Enter');
  await expect(page.locator('[data-role="user"]')).toHaveAttribute('data-status', 'sent');
  await expect(page.locator('[data-role="assistant"][data-turn-id]')).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
});
