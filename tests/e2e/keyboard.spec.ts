import { createOnboardedAccount } from '../support/browser/account';
import { expect, test } from '../support/browser/session-test';

test('the first two Tab stops of a public page go past the menus to the page, or to the crisis lines', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Tab');
  const help = page.getByRole('link', { name: 'Get help now' }).first();
  await expect(help).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/crisis-support$/);
  // Arrived on the crisis page, focus is on its heading, so a screen reader reads where the person is.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('signed in: skip to the page in one press, and every page reached from the menu takes focus to its heading', async ({ page }) => {
  await createOnboardedAccount(page, 'keyboard-nav');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // The first stop inside the page: the way to crisis lines at its top, not the sidebar.
  await expect(page.locator('main :focus')).toHaveText('Get help now');

  const nav = page.getByRole('navigation').first();
  for (const [name, heading] of [['Mood Tracker', 'Mood Tracker'], ['Settings', 'Settings'], ['Previous Sessions', 'Your Sessions']] as const) {
    await nav.getByRole('link', { name }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  }
});
