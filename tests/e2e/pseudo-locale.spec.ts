import path from 'node:path';
import type { Page } from '@playwright/test';
import { createOnboardedAccount } from '../support/browser/account';
import { expect, test } from '../support/browser/session-test';
import { seededDashboardScreens } from '../support/browser/screens';
import { textProblems, type TextProblem } from '../support/browser/text-problems';

// The pseudo-locale build (node scripts/ensure-client-build.mjs --pseudo): every text from the
// translation layer is accented and about 40 % longer, so English left outside the layer and boxes too
// small for longer languages are seen on every screen.
const pseudoDist = path.resolve(import.meta.dirname, '../../client/dist-pseudo');
test.use({ serverOptions: { ai: 'offline', env: { CLIENT_DIST: pseudoDist } } });
test.setTimeout(240_000);

const publicPages = ['/', '/crisis-support', '/contact-us', '/privacy-policy', '/terms-of-service', '/?login=1', '/?login=1&tab=signup', '/no-such-page'];

/** Every problem on `pathname` at both widths, each marked with where it was seen. */
async function problemsOn(page: Page, pathname: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.goto(pathname);
    await expect(page.locator('main, [role="dialog"]').first()).toContainText('⟦');
    await page.waitForLoadState('networkidle');
    const problems: TextProblem[] = await textProblems(page);
    found.push(...problems.map((problem) => `${pathname} @${width}: ${problem.kind} "${problem.text}" in ${problem.where}`));
  }
  return found;
}

test('every public page says only texts from the translation layer, and they fit at 1280 and 375 px', async ({ page }) => {
  const found: string[] = [];
  for (const pathname of publicPages) found.push(...(await problemsOn(page, pathname)));
  expect(found).toEqual([]);
});

test('every dashboard screen says only texts from the translation layer, and they fit at 1280 and 375 px', async ({ page, server }) => {
  const account = await createOnboardedAccount(page, 'pseudo');
  const found: string[] = [];
  for (const pathname of await seededDashboardScreens(server.db, account.email, 'pseudo')) found.push(...(await problemsOn(page, pathname)));
  expect(found).toEqual([]);
});
