import { expect, test } from '@playwright/test';
import { createOnboardedAccount } from '../support/browser/account';

const sections = [
  ['Overview', '/dashboard'],
  ['Start a Session', '/dashboard/start-session'],
  ['Text Chat', '/dashboard/chat'],
  ['Previous Sessions', '/dashboard/sessions'],
  ['Mood Tracker', '/dashboard/mood-tracker'],
  ['Self-Care', '/dashboard/selfcare'],
  ['Productivity Guide', '/dashboard/productivity-guide'],
  ['Emotional Wrap-Ups', '/dashboard/emotional-wrap-ups'],
  ['Usage & Billing', '/dashboard/usage'],
  ['Settings', '/dashboard/settings'],
  ['Back to Home', '/'],
] as const;

test('the sidebar lists every section, marks the current one and folds to icons', async ({ page }) => {
  await createOnboardedAccount(page, 'shell');
  await page.goto('/dashboard/session/some-id');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  for (const [label, href] of sections) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: 'Previous Sessions' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(nav.getByText('Settings', { exact: true })).toHaveClass(/sr-only/);
  await page.reload();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(nav.getByText('Settings', { exact: true })).not.toHaveClass(/sr-only/);
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/dashboard/settings');
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar opens as a drawer and closes after choosing a section', async ({ page }) => {
    const account = await createOnboardedAccount(page, 'phone');
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
    await expect(page.getByText(account.email)).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
    // The drawer's logo is drawn: the colour it names is its own, not the hidden sidebar's.
    const fill = await drawer.locator('svg circle[fill^="url("]').getAttribute('fill');
    await expect(drawer.locator(`linearGradient#${/url\(#(.+)\)/.exec(fill ?? '')?.[1]}`)).toHaveCount(1);
    expect(await page.evaluate<number>(`document.querySelectorAll('[id="${/url\(#(.+)\)/.exec(fill ?? '')?.[1]}"]').length`)).toBe(1);
    await drawer.getByRole('link', { name: 'Mood Tracker' }).click();
    await expect(page).toHaveURL('/dashboard/mood-tracker');
    await expect(drawer).toBeHidden();
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(375);
  });
});
