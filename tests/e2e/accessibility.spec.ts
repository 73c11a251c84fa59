import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { seedSessions } from '../support/seed-sessions';
import { seedUserData } from '../support/seed-user-data';
import { createOnboardedAccount } from '../support/browser/account';
import { expect, test, type SessionServer } from '../support/browser/session-test';

const WIDTHS = [1280, 375];

/** The WCAG 2.2 A and AA violations axe finds on the page as it is now, as "rule: element" lines. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return found.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** Every violation on each screen at each width, as "path @ width: rule: element" lines; a screen is ready when its heading shows. */
async function sweep(page: Page, screens: readonly string[]): Promise<string[]> {
  const all: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const screen of screens) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Data-driven parts (lists, charts) settle after the heading.
      await page.waitForLoadState('networkidle').catch(() => undefined);
      all.push(...(await violations(page)).map((line) => `${screen} @ ${width}: ${line}`));
    }
  }
  return all;
}

async function userIdOf(server: SessionServer, email: string): Promise<string> {
  return (await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

test('every public screen and the login dialog meet WCAG 2.2 AA, at 1280 and 375 px', async ({ page }) => {
  const screens = ['/', '/crisis-support', '/contact-us', '/privacy-policy', '/terms-of-service', '/no-such-page', '/reset-password'];
  const found = await sweep(page, screens);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/?login=1');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
    found.push(...(await violations(page)).map((line) => `login dialog @ ${width}: ${line}`));
  }
  expect(found).toEqual([]);
});

test('every signed-in screen, with a Premium person’s data in it, meets WCAG 2.2 AA, at 1280 and 375 px', async ({ page, server }) => {
  test.setTimeout(180_000);
  const account = await createOnboardedAccount(page, 'axe-premium');
  const userId = await userIdOf(server, account.email);
  await seedUserData(server.db, { id: userId, email: account.email }, 'axe');
  const [sessionId] = await seedSessions(server.db, userId, [{ title: 'A hard week', createdAt: new Date(Date.now() - 3_600_000), durationSeconds: 300, messages: [
    { role: 'user', content: 'My manager piled three deadlines on me and I could not sleep.' },
    { role: 'assistant', content: 'That sounds exhausting. What felt heaviest?' },
  ] }]);
  const wrapUp = await server.db.selectFrom('emotional_wrap_ups').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
  const screens = [
    '/dashboard', '/dashboard/start-session', '/dashboard/chat', '/dashboard/sessions', `/dashboard/session/${sessionId}`,
    '/dashboard/mood-tracker', '/dashboard/selfcare', '/dashboard/selfcare/guided-breathing', '/dashboard/selfcare/reflection-journal', '/dashboard/productivity-guide',
    '/dashboard/emotional-wrap-ups', `/dashboard/wrap-up/${wrapUp.id}`, '/dashboard/report/weekly', '/dashboard/usage', '/dashboard/settings', '/dashboard/no-such-page',
  ];
  expect(await sweep(page, screens)).toEqual([]);
});

test('a free plan’s screens (the locked guide, usage with plans to choose) meet WCAG 2.2 AA, at 1280 and 375 px', async ({ page }) => {
  await createOnboardedAccount(page, 'axe-free');
  expect(await sweep(page, ['/dashboard/productivity-guide', '/dashboard/usage'])).toEqual([]);
});
