import { expect, test, type Page } from '@playwright/test';
import { createOnboardedAccount } from '../support/browser/account';
import { shoot } from '../support/browser/screenshots';

/** At 375 px the lines by country, where the page has them. */
async function linesAt375(page: Page, name: string, dir: string) {
  if ((await page.locator('#lines').count()) === 0) return;
  await page.locator('#lines').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/${name}-375-lines.png` });
}

/** The page as a person first needs it: the protocol and the lines of several countries, with call and text links. */
async function expectCrisisSupportPage(page: Page) {
  await expect(page).toHaveURL(/\/crisis-support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crisis support' })).toBeVisible();
  const protocol = page.getByRole('region', { name: 'What Solace does when someone may be at risk' });
  for (const step of ['How messages are checked', 'What you see', 'The conversation continues', 'What we record', 'Not an emergency service']) {
    await expect(protocol.getByRole('heading', { name: step })).toBeVisible();
  }
  await expect(protocol).toContainText('never what you wrote or said');
  const uk = page.getByRole('region', { name: 'United Kingdom' });
  await expect(uk.getByRole('link', { name: 'Call Samaritans' })).toHaveAttribute('href', 'tel:116123');
  await expect(uk.getByRole('link', { name: 'Text Shout' })).toHaveAttribute('href', 'sms:85258?body=SHOUT');
  await expect(page.getByRole('region', { name: 'United States' }).getByRole('link', { name: /Call 988/ })).toHaveAttribute('href', 'tel:988');
  await expect(page.getByRole('region', { name: 'Japan' })).toContainText('0120-279-338');
  await expect(page.getByRole('region', { name: 'Anywhere else' })).toContainText('findahelpline.com');
}

test('the landing footer’s “Get help now” opens the crisis protocol and the lines by country, usable by keyboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Get help now' }).click();
  await expectCrisisSupportPage(page);
  // The skip link takes keyboard users straight to the lines.
  const skip = page.getByRole('link', { name: 'Go to the lines by country' });
  await skip.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#lines$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'United States' }).getByRole('link').first()).toBeFocused();
  await shoot(page, 'crisis-support', (dir) => linesAt375(page, 'crisis-support', dir));
});

test('the lines show even when the server cannot be reached: they are part of the page', async ({ page }) => {
  await page.goto('/');
  await page.route('**/api/**', (route) => route.abort('failed'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Get help now' }).click();
  await expectCrisisSupportPage(page);
});

test('the terms of service link to the crisis support page', async ({ page }) => {
  await page.goto('/terms-of-service');
  await page.getByRole('article').getByRole('link', { name: 'crisis support page' }).click();
  await expectCrisisSupportPage(page);
});

test('every dashboard page has “Get help now”, which opens the crisis support page', async ({ page }) => {
  await createOnboardedAccount(page, 'get-help-now');
  for (const path of ['/dashboard', '/dashboard/chat', '/dashboard/start-session', '/dashboard/mood-tracker', '/dashboard/settings']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('link', { name: 'Get help now' })).toHaveAttribute('href', '/crisis-support');
  }
  await shoot(page, 'get-help-now-dashboard', (dir) => linesAt375(page, 'get-help-now-dashboard', dir));
  await page.getByRole('main').getByRole('link', { name: 'Get help now' }).click();
  await expectCrisisSupportPage(page);
});
