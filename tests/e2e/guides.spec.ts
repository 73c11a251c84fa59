import type { Page } from '@playwright/test';
import { createOnboardedAccount } from '../support/browser/account';
import { expect, test, type SessionServer } from '../support/browser/session-test';

const reason = 'The Productivity Guide is a Premium feature.';

async function makePremium(server: SessionServer, email: string): Promise<void> {
  const user = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await server.db.updateTable('profiles').set({ subscription_plan: 'premium-monthly' }).where('id', '=', user.id).execute();
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

test('a free user sees the guides locked, with nothing of their text, and the paywall from the page and the sidebar', async ({ page }) => {
  const guideRequests: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/guides/')) guideRequests.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await createOnboardedAccount(page, 'guides-free');
  await page.goto('/dashboard/productivity-guide');
  const lock = page.getByTestId('premium-lock');
  await expect(lock.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
  await expect(lock).toContainText(reason);
  await expect(lock).toContainText('Includes Task Prioritization, Focus Techniques and Habit Building.');
  await expect(page.getByRole('link', { name: /Read guide/ })).toHaveCount(0);
  await expect(lock.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/dashboard/usage');

  await lock.getByRole('button', { name: 'Unlock with Premium' }).click();
  const paywall = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await expect(paywall).toContainText(reason);
  await paywall.getByRole('button', { name: 'Not now' }).click();
  await expect(paywall).toBeHidden();

  await page.goto('/dashboard/guides/task-prioritization');
  await expect(page.getByRole('heading', { level: 1, name: 'Task Prioritization' })).toBeVisible();
  await expect(page.getByTestId('premium-lock').getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
  await expect(page.getByTestId('eisenhower-matrix')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('Do first');
  expect(guideRequests).toEqual(['403 /api/guides/task-prioritization']);
  await page.getByRole('link', { name: 'Back to Productivity Guide' }).click();
  await expect(page).toHaveURL('/dashboard/productivity-guide');

  // The sidebar entry shows its lock and opens the paywall where the person is.
  await page.goto('/dashboard');
  const entry = sidebar(page).getByRole('link', { name: 'Productivity Guide', exact: true });
  await expect(entry).toHaveAttribute('data-locked', 'true');
  await entry.click();
  await expect(page.getByRole('dialog', { name: 'Upgrade to Premium' })).toContainText(reason);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('dialog', { name: 'Upgrade to Premium' }).getByRole('link', { name: 'View Plans' }).click();
  await expect(page).toHaveURL('/dashboard/usage');
});

test('a premium user reads all three guides', async ({ page, server }) => {
  const account = await createOnboardedAccount(page, 'guides-premium');
  await makePremium(server, account.email);
  await page.goto('/dashboard');
  const entry = sidebar(page).getByRole('link', { name: 'Productivity Guide', exact: true });
  await expect(entry).not.toHaveAttribute('data-locked');
  await entry.click();
  await expect(page).toHaveURL('/dashboard/productivity-guide');
  await expect(page.getByTestId('premium-lock')).toHaveCount(0);

  await page.getByRole('link', { name: /Task Prioritization/ }).click();
  await expect(page).toHaveURL('/dashboard/guides/task-prioritization');
  await expect(page.getByRole('heading', { level: 1, name: 'Task Prioritization' })).toBeVisible();
  const matrix = page.getByTestId('eisenhower-matrix');
  await expect(matrix.getByTestId('matrix-quadrant')).toHaveCount(4);
  await expect(matrix.getByTestId('matrix-quadrant').first()).toContainText('Do first');
  await expect(matrix.getByTestId('matrix-quadrant').last()).toContainText('Drop');

  const steps = page.getByTestId('steps-accordion');
  await expect(steps.getByRole('button')).toHaveCount(5);
  await expect(steps.getByRole('button', { name: 'Capture everything' })).toHaveAttribute('aria-expanded', 'true');
  await steps.getByRole('button', { name: 'Choose your top three' }).click();
  await expect(steps.getByRole('button', { name: 'Choose your top three' })).toHaveAttribute('aria-expanded', 'true');
  await expect(steps.getByRole('button', { name: 'Capture everything' })).toHaveAttribute('aria-expanded', 'false');
  await expect(steps.getByText('Three is enough for a good day')).toBeVisible();
  await expect(page.getByTestId('guide-exercise')).toContainText('The ten-minute morning sort');

  await page.getByRole('link', { name: 'Back to Productivity Guide' }).click();
  await page.getByRole('link', { name: /Focus Techniques/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Focus Techniques' })).toBeVisible();
  for (const heading of ['The Pomodoro Technique', 'Time Blocking', 'Deep Work', 'Managing Distractions']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('table')).toContainText('Deep work: the most important task');

  await page.getByRole('link', { name: 'Back to Productivity Guide' }).click();
  await page.getByRole('link', { name: /Habit Building/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Habit Building' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How habits form' })).toBeVisible();
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Your habit plan' }).click();
  await expect(page.getByTestId('guide-exercise')).toBeInViewport();

  await page.goto('/dashboard/guides/speed-reading');
  await expect(page.getByRole('heading', { name: 'Guide not found' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the locked and the open guide pages fit the screen', async ({ page, server }) => {
    const account = await createOnboardedAccount(page, 'guides-phone');
    const fits = async (url: string) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    };
    await fits('/dashboard/productivity-guide');
    await expect(page.getByRole('button', { name: 'Unlock with Premium' })).toBeInViewport();
    await makePremium(server, account.email);
    for (const slug of ['task-prioritization', 'focus-techniques', 'habit-building']) await fits(`/dashboard/guides/${slug}`);
  });
});
