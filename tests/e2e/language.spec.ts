import { expect, test } from '@playwright/test';
import { createOnboardedAccount } from '../support/browser/account';
import { shoot } from '../support/browser/screenshots';
import { textOf } from '../support/browser/texts';

test.describe('in a Spanish browser', () => {
  // A clock on UTC names no country: the browser's region (es-ES) does.
  test.use({ locale: 'es-ES', timezoneId: 'UTC' });

  test('the landing page speaks Spanish, with lang set, and no English left in its first view', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(textOf('es', 'landing', 'hero.titleEnd'));
    await expect(page.getByRole('link', { name: textOf('es', 'landing', 'hero.start') })).toBeVisible();
    const pricing = page.locator('#pricing');
    await expect(pricing).toContainText(textOf('es', 'common', 'plans.moodEveryDay'));
    for (const english of ['Start Venting Now', 'Feel heard', 'Most Popular', 'A mood check-in every day', 'Log in', 'Privacy Policy']) {
      await expect(page.locator('body')).not.toContainText(english);
    }
    await shoot(page, 'landing-es');
  });

  test('the demo video shows the conversation in Spanish, and in Arabic once the page turns to Arabic', async ({ page }) => {
    await page.goto('/');
    const video = page.locator('#how-it-works video');
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute('src', '/demo/es.webm');
    await expect(video).toHaveAttribute('poster', '/demo/es.jpg');
    await expect.poll(() => video.evaluate((v) => (v as unknown as { currentTime: number }).currentTime)).toBeGreaterThan(0.5);
    await page.getByRole('contentinfo').getByRole('combobox', { name: textOf('es', 'common', 'language.label') }).selectOption('ar');
    await expect(video).toHaveAttribute('src', '/demo/ar.webm');
    await expect.poll(() => video.evaluate((v) => (v as unknown as { currentTime: number }).currentTime)).toBeGreaterThan(0.5);
  });

  test('the login dialog, its field errors and the server’s answer are in Spanish', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: textOf('es', 'common', 'header.logIn') }).click();
    const dialog = page.getByRole('dialog', { name: textOf('es', 'auth', 'dialog.title') });
    await dialog.getByRole('button', { name: textOf('es', 'auth', 'form.logIn') }).click();
    await expect(dialog.getByText(textOf('es', 'auth', 'messages.emailRequired'))).toBeVisible();
    await dialog.getByLabel(textOf('es', 'auth', 'form.email')).fill('nadie@example.com');
    await dialog.getByLabel(textOf('es', 'auth', 'form.password'), { exact: true }).fill('una contraseña');
    await dialog.getByRole('button', { name: textOf('es', 'auth', 'form.logIn') }).click();
    await expect(page.getByText(textOf('es', 'auth', 'messages.invalidCredentials'))).toBeVisible();
    await shoot(page, 'login-es');
    await dialog.getByRole('tab', { name: textOf('es', 'auth', 'dialog.signupTab') }).click();
    await expect(dialog.getByText(textOf('es', 'auth', 'form.ageConfirm'))).toBeVisible();
    await shoot(page, 'signup-es');
  });

  test('the crisis page names countries and says how to reach each line in Spanish', async ({ page }) => {
    await page.goto('/crisis-support');
    await expect(page.getByRole('heading', { level: 1, name: textOf('es', 'crisis', 'page.title') })).toBeVisible();
    // A browser in Spain (es-ES) sees Spain's lines first.
    await expect(page.locator('[data-country]').first()).toHaveAttribute('data-country', 'ES');
    const us = page.getByRole('region', { name: 'Estados Unidos' });
    await expect(us).toContainText(textOf('es', 'crisis', 'line.callOrText').replace('{{number}}', '988'));
    await expect(us.getByRole('link', { name: textOf('es', 'crisis', 'line.callName').replace('{{name}}', '988 Suicide & Crisis Lifeline') })).toHaveAttribute('href', 'tel:988');
    // A country whose lines speak Spanish keeps their own words.
    await expect(page.getByRole('region', { name: 'España' })).toContainText('Llama al 024 (gratis, 24 h)');
    await expect(page.locator('body')).not.toContainText('Call or text');
    await shoot(page, 'crisis-support-es');
  });
});

test.describe('in an Arabic browser', () => {
  test.use({ locale: 'ar-EG', timezoneId: 'UTC' });

  test('the crisis page shows phone numbers, hours and line names in their own order, not read backwards', async ({ page }) => {
    await page.goto('/crisis-support');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // An Egyptian browser (ar-EG) sees Egypt's lines first.
    await expect(page.locator('[data-country]').first()).toHaveAttribute('data-country', 'EG');
    /** Where `piece` is drawn inside the card of `country`, from the left. */
    const leftOf = (country: string, piece: string) =>
      page.locator(`[data-country="${country}"]`).evaluate((card, wanted): number => {
        type TextNode = { textContent: string | null };
        const doc = (globalThis as unknown as {
          document: {
            createTreeWalker(root: unknown, show: number): { nextNode(): TextNode | null };
            createRange(): { setStart(node: TextNode, at: number): void; setEnd(node: TextNode, at: number): void; getBoundingClientRect(): { left: number } };
          };
        }).document;
        const walker = doc.createTreeWalker(card, 4 /* text nodes */);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf(wanted) ?? -1;
          if (at < 0) continue;
          const range = doc.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + wanted.length);
          return range.getBoundingClientRect().left;
        }
        throw new Error(`${wanted} is not in the card`);
      }, piece);
    // Japan: 0120-279-338, its groups in order.
    expect(await leftOf('JP', '0120')).toBeLessThan(await leftOf('JP', '338'));
    // Italy's hours: 9:00–24:00, opening first.
    expect(await leftOf('IT', '9:00')).toBeLessThan(await leftOf('IT', '24:00'));
    // The US line's name starts with its number.
    expect(await leftOf('US', '988')).toBeLessThan(await leftOf('US', 'Lifeline'));
  });
});

test('the language switcher turns the page to Arabic, right to left, and the choice stays on this device', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(textOf('ar', 'landing', 'hero.titleEnd'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: textOf('ar', 'landing', 'hero.start') })).toBeVisible();
  await shoot(page, 'landing-ar');
  await page.goto('/crisis-support');
  await expect(page.getByRole('heading', { level: 1, name: textOf('ar', 'crisis', 'page.title') })).toBeVisible();
  await shoot(page, 'crisis-support-ar');
});

test("signed in, the pages follow the profile's language, and follow it when it changes", async ({ page }) => {
  await createOnboardedAccount(page, 'language');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const saved = await page.request.patch('/api/profile', {
    data: { notificationPreferences: { preferredLanguage: 'ko' } },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(saved.status()).toBe(200);
  await page.goto('/crisis-support');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1, name: textOf('ko', 'crisis', 'page.title') })).toBeVisible();
  // No switch for someone signed in: their language is the profile's, changed in Settings.
  await expect(page.getByRole('combobox', { name: textOf('ko', 'common', 'language.label') })).toHaveCount(0);
});

for (const language of ['es', 'ar'] as const) {
  test(`the dashboard's frame and overview speak ${language} for a person who chose it`, async ({ page, baseURL }) => {
    await createOnboardedAccount(page, `dashboard-${language}`, 'Ana Lima');
    const saved = await page.request.patch('/api/profile', {
      data: { notificationPreferences: { preferredLanguage: language } },
      headers: { origin: new URL(baseURL ?? '').origin },
    });
    expect(saved.status()).toBe(200);
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    // Right to left, the Latin name is isolated so the sentence's "!" stays at its end.
    const name = language === 'ar' ? '\u2068Ana\u2069' : 'Ana';
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(textOf(language, 'dashboard', 'overview.welcomeName').replace('{{name}}', name));
    const sidebar = page.getByRole('navigation', { name: textOf(language, 'dashboard', 'frame.sidebarLabel') }).first();
    for (const entry of ['overview', 'moodTracker', 'settings']) {
      await expect(sidebar.getByRole('link', { name: textOf(language, 'dashboard', `nav.${entry}`) })).toBeVisible();
    }
    await expect(page.getByText(textOf(language, 'dashboard', 'overview.noSessions'))).toBeVisible();
    for (const english of ['Welcome', 'Previous Sessions', 'Recent sessions', 'Minutes talked', "Today's voice time", 'Get help now']) {
      await expect(page.locator('main')).not.toContainText(english);
    }
    await shoot(page, `dashboard-${language}`);
  });
}

test('choosing a language in Settings turns every screen to it at once, without a reload', async ({ page }) => {
  await createOnboardedAccount(page, 'settings-language');
  await page.goto('/dashboard/settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Preferred language').selectOption('fr');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const sidebar = page.getByRole('navigation', { name: textOf('fr', 'dashboard', 'frame.sidebarLabel') }).first();
  await expect(sidebar.getByRole('link', { name: textOf('fr', 'dashboard', 'nav.overview') })).toBeVisible();
  await sidebar.getByRole('link', { name: textOf('fr', 'dashboard', 'nav.overview') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(textOf('fr', 'dashboard', 'overview.welcomeName').replace('{{name}}', 'Robin'));
});
