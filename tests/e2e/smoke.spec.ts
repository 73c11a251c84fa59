import { expect, test } from '@playwright/test';
import { createOnboardedAccount } from '../support/browser/account';
import { shoot } from '../support/browser/screenshots';

test('an unknown page is a 404, and shows the not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('a signed-in person at an unknown dashboard address sees the 404 inside the app, with a way back to it', async ({ page }) => {
  await createOnboardedAccount(page, 'not-found');
  const response = await page.goto('/dashboard/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  // One main landmark: the dashboard's, the page inside it.
  await expect(page.getByRole('main')).toHaveCount(1);
  await shoot(page, 'dashboard-not-found');
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  expect((await page.goto('/dashboard/sessions'))?.status()).toBe(200);
});
