import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createConfirmedAccount, logInViaApi, postJson } from '../support/browser/account';
import { expect, test } from '../support/browser/session-test';
import { seededDashboardScreens } from '../support/browser/screens';
import { shownWords } from '../support/browser/text-problems';
import { textOf } from '../support/browser/texts';
import { crisisLinesDirectory } from '../../shared/crisis-lines';

// Every screen a person reaches, in Spanish and in Arabic, at 1280 and 375 px: the page's language and
// direction are right, almost no English is left, and (with SHOTS_DIR set) a picture of each to look at.
test.setTimeout(300_000);

const localesDir = path.resolve(import.meta.dirname, '../../shared/i18n/locales');

/** Every word of a language's texts, lower case. */
function vocabulary(language: string): Set<string> {
  const words = new Set<string>();
  const collect = (node: unknown): void => {
    if (typeof node === 'string') {
      for (const word of node.replace(/\{\{\w+\}\}|<\/?\w+>/g, ' ').match(/[\p{L}\p{M}'’-]+/gu) ?? []) words.add(word.toLowerCase());
    } else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  for (const file of readdirSync(path.join(localesDir, language))) collect(JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')));
  return words;
}

/** Words of the English texts that are not also words of `language`'s (so "no" or "total" do not count). */
function englishOnly(language: string): Set<string> {
  const theirs = vocabulary(language);
  return new Set([...vocabulary('en')].filter((word) => word.length >= 3 && !theirs.has(word)));
}

const publicPages = ['/', '/crisis-support', '/contact-us', '/?login=1'];

/**
 * Latin words an Arabic page rightly shows: the product's names, key names in a shortcut ("Alt+T",
 * "Shift+Enter"), a time zone's id and file type, the help lines' own names where a button names them
 * ("Call 988 Suicide & Crisis Lifeline"), and what the seeded person's data is called where a label names
 * it ("Delete Session of seed").
 */
const lineNames = [...crisisLinesDirectory.countries.flatMap((country) => country.lines), ...crisisLinesDirectory.international].map((line) => line.name);
const rightlyLatin = new Set([
  ...['Solace', 'Premium', 'Alt', 'Shift', 'Enter', 'UTC', 'JSON', 'Europe', 'Madrid', 'seed', 'Session', 'Journal', 'Memory', 'example', 'com'],
  ...lineNames.flatMap((name) => name.match(/[A-Za-z]+/g) ?? []),
]);

const shotName = (pathname: string) => pathname.replace(/^\/dashboard\/?/, 'dashboard-').replace(/[^\w-]+/g, '-').replace(/-+$/, '') || 'landing';

/** Visits each page at both widths; returns, per page and width, the share of English words seen. */
async function walk(page: Page, language: 'es' | 'ar', pages: string[]): Promise<{ where: string; english: number; words: number }[]> {
  const english = englishOnly(language);
  const seen: { where: string; english: number; words: number }[] = [];
  for (const pathname of pages) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
      await page.goto(pathname);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await page.waitForLoadState('networkidle');
      const words = await shownWords(page);
      const left = words.filter((word) =>
        language === 'ar' ? /[A-Za-z]{3,}/.test(word) && !rightlyLatin.has(word) && !/^screens-/.test(word) : english.has(word.toLowerCase()),
      );
      seen.push({ where: `${pathname} @${width}: ${left.slice(0, 12).join(' ')}`, english: left.length, words: words.length });
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${language}-${shotName(pathname)}-${width}.png`, fullPage: true });
    }
  }
  return seen;
}

function expectLittleEnglish(seen: { where: string; english: number; words: number }[]): void {
  for (const { where, english, words } of seen) console.log(`${((100 * english) / Math.max(words, 1)).toFixed(1)} % of ${words} words: ${where}`);
  // Fewer than 3 % of the words on any screen are English.
  expect(seen.filter(({ english, words }) => english / Math.max(words, 1) >= 0.03).map(({ where }) => where)).toEqual([]);
}

for (const language of ['es', 'ar'] as const) {
  test.describe(`in ${language === 'es' ? 'Spanish' : 'Arabic'}`, () => {
    test.use({ locale: language === 'es' ? 'es-ES' : 'ar-EG' });

    test('the public pages speak the language, with lang and dir set', async ({ page }) => {
      expectLittleEnglish(await walk(page, language, publicPages));
    });

    test('every dashboard screen speaks the language of the profile, and Arabic mirrors', async ({ page, server }) => {
      const account = await createConfirmedAccount(page, `screens-${language}`);
      await logInViaApi(page, account);
      const onboarding = await postJson(page.request, '/api/profile/onboarding', {
        fullName: language === 'es' ? 'Lucía Gómez' : 'سارة حداد',
        preferredLanguage: language,
        voicePreference: 'warm',
        timezone: 'Europe/Madrid',
      });
      expect(onboarding.status()).toBe(200);
      const screens = await seededDashboardScreens(server.db, account.email, 'seed');
      expectLittleEnglish(await walk(page, language, screens));
      // The chat's message box stays in view at 1280x800 however long the notices run in the language.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/dashboard/chat');
      await expect(page.getByPlaceholder(textOf(language, 'session', 'chat.startFirst'))).toBeInViewport({ ratio: 1 });
      // The full transcript names who said what in the language too (the saved one has English labels).
      await page.goto(screens.find((screen) => screen.includes('/dashboard/session/')) as string);
      await expect(page.getByTestId('full-transcript')).toContainText(textOf(language, 'history', 'detail.transcriptUser').replace('{{text}}', 'Message of seed'));
      if (language === 'ar') {
        // Right to left, the sidebar stands on the right.
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto('/dashboard');
        const sidebar = await page.locator('aside').first().boundingBox();
        expect(sidebar && sidebar.x > 640).toBe(true);
      }
    });
  });
}
