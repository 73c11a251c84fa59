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

test('the crisis page is readable with no script at all, drawn in the browser’s language', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false, locale: 'es-ES' });
  const page = await context.newPage();
  const response = await page.goto('/crisis-support');
  expect(response?.headers()['cache-control']).toBe('no-cache');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Apoyo en crisis' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'España' })).toContainText('Llama al 024');
  // Which country is the visitor's is for the script to tell: drawn at build time, the directory's order.
  await expect(page.locator('#lines section').first()).toHaveAccessibleName('Estados Unidos');
  await expect(page.getByRole('region', { name: 'Estados Unidos' }).getByRole('link', { name: /988/ }).first()).toHaveAttribute('href', 'tel:988');
  // Right to left for Arabic, before any script could set it.
  const arabic = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false, locale: 'ar-EG' });
  const arabicPage = await arabic.newPage();
  await arabicPage.goto('/crisis-support');
  await expect(arabicPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabicPage.getByRole('heading', { level: 1 })).toHaveText('الدعم في الأزمات');
  await context.close();
  await arabic.close();
});

test('its script draws over the drawn page without a blank moment, and puts the visitor’s own country first', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  // Counts every change to the page in which its lines were gone, from the first moment it is parsed.
  await page.addInitScript(() => {
    const doc = (globalThis as unknown as { document: { addEventListener(type: string, listener: () => void): void; getElementById(id: string): unknown } }).document;
    const state = globalThis as unknown as { blankMoments: number };
    state.blankMoments = 0;
    doc.addEventListener('DOMContentLoaded', () => {
      const root = doc.getElementById('root') as { querySelector(selector: string): unknown };
      if (!root.querySelector('#lines')) state.blankMoments += 1;
      const Observer = (globalThis as unknown as { MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void } }).MutationObserver;
      new Observer(() => {
        if (!root.querySelector('#lines')) state.blankMoments += 1;
      }).observe(root, { childList: true, subtree: true });
    });
  });
  // Its own code arriving late (a slow phone network) must not blank it while the rest is ready.
  await page.route(/\/assets\/crisis-support-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto('/crisis-support');
  // Drawn at build time, the Spanish page lists the United States first; the script puts Spain there.
  await expect(page.locator('#lines section').first()).toHaveAccessibleName('España');
  expect(await page.evaluate(() => (globalThis as unknown as { blankMoments: number }).blankMoments)).toBe(0);
  await context.close();
});
