import type { Page } from '@playwright/test';
import { createOnboardedAccount, expectToast } from '../support/browser/account';
import { shoot } from '../support/browser/screenshots';
import { expect, test, type SessionServer } from '../support/browser/session-test';

/** The texts of the mails the dev mailbox holds for `email`. */
async function mailTexts(page: Page, email: string): Promise<string[]> {
  const response = await page.request.get(`/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { text: string }[] };
  return messages.map((mail) => mail.text);
}

test('a check-in: at most three emotions, sliders and notes, then the completed card and the chart', async ({ page }) => {
  await createOnboardedAccount(page, 'mood-check-in');
  await page.goto('/dashboard/mood-tracker');
  await expect(page.getByRole('heading', { name: 'Mood Tracker' })).toBeVisible();
  await expect(page.getByTestId('mood-trend')).toHaveText('Not enough check-ins yet');

  await page.getByRole('button', { name: 'Save Check-in' }).click();
  await expectToast(page, 'Please select at least one emotion', "Choose how you're feeling today from the emotions below");

  const emotions = page.getByRole('toolbar', { name: 'Emotions' });
  for (const name of ['Calm', 'Happy', 'Worry']) await emotions.getByRole('button', { name, exact: true }).click();
  await emotions.getByRole('button', { name: 'Grief', exact: true }).click();
  await expectToast(page, 'Maximum 3 emotions', 'Please select only your top 3 emotions felt today.');
  await expect(emotions.getByRole('button', { name: 'Grief', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(emotions.getByRole('button', { name: 'Calm', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // (4 + 5 + 2) / 3 = 3.67, rounded to 4.
  await expect(page.getByTestId('overall-mood')).toHaveText('Overall mood: 4 · Good');
  await emotions.getByRole('button', { name: 'Worry', exact: true }).click();
  await expect(page.getByTestId('overall-mood')).toHaveText('Overall mood: 5 · Great');

  await expect(page.getByTestId('energy-value')).toHaveText('3.0');
  await page.getByLabel('Energy').fill('4.2');
  await expect(page.getByTestId('energy-value')).toHaveText('4.2');
  await page.getByLabel('Stress').fill('1.5');
  await page.getByLabel('Notes').fill('A long walk by the river.');
  await page.getByRole('button', { name: 'Save Check-in' }).click();
  await expectToast(page, 'Mood recorded!', 'Thank you for checking in today.');

  const done = page.getByTestId('check-in-complete');
  await expect(done.getByRole('heading', { name: "Today's Check-in Complete" })).toBeVisible();
  await expect(done).toContainText('5/5 · Great');
  await expect(done.getByRole('list', { name: 'Emotions felt today' })).toHaveText(/Calm\s*Happy/);
  await expect(done).toContainText('4.2/5');
  await expect(done).toContainText('A long walk by the river.');
  await expect(page.getByTestId('mood-entry-count')).toHaveText('1 check-in');
  await expect(page.getByTestId('average-energy')).toHaveText('4.2/5');
  await expect(page.locator('[data-testid="mood-stats"] .recharts-line')).toHaveCount(4);

  // The free plan's one check-in this week is used: a reload keeps the completed card.
  await page.reload();
  await expect(page.getByTestId('check-in-complete')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-current-mood')).toHaveText('Great');
});

/**
 * A check-in earlier this week (weeks start on Sunday), written to the server's database as the browser
 * cannot date one: the account's zone is chosen so that its today is not the week's Sunday.
 */
async function checkedInEarlierThisWeek(server: SessionServer, email: string): Promise<{ nextSunday: Date }> {
  const zones = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
  const localDay = (zone: string) => new Date(new Date().toLocaleDateString('en-CA', { timeZone: zone }) + 'T12:00:00Z');
  const zone = zones.find((z) => localDay(z).getUTCDay() !== 0)!;
  const today = localDay(zone);
  const sunday = new Date(today.getTime() - today.getUTCDay() * 86_400_000);
  const user = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await server.db.updateTable('profiles').set({ timezone: zone }).where('id', '=', user.id).execute();
  await server.db
    .insertInto('mood_entries')
    .values({
      user_id: user.id,
      mood_score: 3,
      mood_label: 'Calm',
      energy_level: 3,
      stress_level: 3,
      sleep_quality: 3,
      day: sunday.toISOString().slice(0, 10),
      created_at: sunday,
    })
    .execute();
  return { nextSunday: new Date(sunday.getTime() + 7 * 86_400_000) };
}

test("the free plan's check-in used: the tracker says when the next opens, not a form that ends in a paywall", async ({ page, server }) => {
  const account = await createOnboardedAccount(page, 'mood-week-used');
  const { nextSunday } = await checkedInEarlierThisWeek(server, account.email);
  await page.goto('/dashboard/mood-tracker');
  await expect(page.getByTestId('check-in-cadence')).toHaveText('Your plan includes one mood check-in a week. Watch how you feel change over time.');
  const used = page.getByTestId('check-in-used');
  const opens = nextSunday.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  await expect(used).toContainText(`Your plan includes one mood check-in a week. Your next check-in opens on Sunday, ${opens}.`);
  await expect(page.getByRole('button', { name: 'Save Check-in' })).toHaveCount(0);
  await expect(page.getByTestId('reminder-description')).toHaveText(
    "A gentle email if you have not checked in by your chosen time, until this week's check-in is done.",
  );
  await shoot(page, 'mood-week-used');
  await used.getByRole('link', { name: 'See Premium plans' }).click();
  await expect(page).toHaveURL('/dashboard/usage');
});

test('reminders: the time and email switch show when on, saving confirms by email, and a test reminder arrives', async ({ page }) => {
  const account = await createOnboardedAccount(page, 'mood-reminders');
  await page.goto('/dashboard/mood-tracker');
  await expect(page.getByLabel('Reminder time')).toHaveCount(0);
  await page.getByLabel('Daily reminder').click();
  await expect(page.getByLabel('Reminder time')).toHaveValue('09:00');
  // At 1280 px the card is a third of the page: the time and the zone stack, neither clipped.
  const zone = await page.getByLabel('Time zone').boundingBox();
  const card = await page.getByRole('heading', { name: 'Reminders' }).locator('xpath=ancestor::div[contains(@class, "rounded-2xl")][1]').boundingBox();
  expect(zone!.x + zone!.width).toBeLessThanOrEqual(card!.x + card!.width);
  expect(zone!.width).toBeGreaterThan(200);
  await shoot(page, 'mood-reminders-on');
  await expect(page.getByLabel('Email reminders')).toBeChecked();
  await page.getByLabel('Reminder time').fill('20:30');
  await page.getByLabel('Time zone').fill('America/Toronto');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Settings updated', 'Your mood reminder preferences have been saved.');
  await expectToast(page, 'Confirmation email sent');
  await expect.poll(() => mailTexts(page, account.email)).toContainEqual(expect.stringContaining('/dashboard/mood-tracker'));

  await page.reload();
  await expect(page.getByLabel('Reminder time')).toHaveValue('20:30');
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Toronto');
  await page.getByRole('button', { name: 'Send test reminder' }).click();
  await expectToast(page, 'Test email sent');
  // The sign-up confirmation, the reminders-on confirmation and the test reminder.
  await expect.poll(async () => (await mailTexts(page, account.email)).length).toBe(3);
});

test('a wrap-up: the empty week leads to the tracker, then a check-in makes one, and its page reads well', async ({ page }) => {
  await createOnboardedAccount(page, 'wrap-up');
  await page.goto('/dashboard/emotional-wrap-ups');
  await expect(page.getByRole('heading', { name: 'Emotional Wrap-Ups' })).toBeVisible();
  await expect(page.getByText('No wrap-ups yet')).toBeVisible();
  await page.getByRole('link', { name: 'Start Mood Tracking' }).click();
  await expect(page).toHaveURL('/dashboard/mood-tracker');

  await page.getByRole('toolbar', { name: 'Emotions' }).getByRole('button', { name: 'Calm', exact: true }).click();
  await page.getByLabel('Sleep quality').fill('2.2');
  await page.getByRole('button', { name: 'Save Check-in' }).click();
  await expectToast(page, 'Mood recorded!');

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Emotional Wrap-Ups' }).click();
  await expect(page.getByTestId('current-week-counts')).toHaveText('1 mood check-in · 0 sessions');
  await page.getByRole('button', { name: 'Generate Weekly Wrap-Up' }).click();
  await expect(page).toHaveURL(/\/dashboard\/wrap-up\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Weekly Wrap-Up' })).toBeVisible();
  await expect(page.getByTestId('metric-mood')).toHaveText('4.0/5');
  await expect(page.getByTestId('metric-sleep-quality')).toHaveText('2.2/5');
  // One check-in shows no movement: no 'Stable' made up from it.
  await expect(page.getByTestId('trend-badge')).toHaveText('Not enough check-ins for a trend');
  await shoot(page, 'wrap-up-one-check-in');
  await expect(page.getByTestId('wrap-up-summary')).not.toHaveText('Thank you for tracking your emotional wellness. Keep up the great work!');
  await expect(page.getByRole('list', { name: 'Key insights' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Personalized recommendations' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(/^Generated on /)).toBeVisible();

  await page.getByRole('link', { name: 'Back to Wrap-Ups' }).click();
  await expect(page.getByTestId('wrap-up-row')).toHaveCount(1);
  await page.getByRole('link', { name: 'View Report' }).click();
  await expect(page.getByRole('heading', { name: 'Weekly Wrap-Up' })).toBeVisible();

  await page.goto('/dashboard/wrap-up/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Wrap-up Not Found' })).toBeVisible();
  await page.goto('/dashboard/emotional-wrap-ups/not-an-id');
  await expect(page.getByRole('heading', { name: 'Wrap-up Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Wrap-Ups' }).click();
  await expect(page).toHaveURL('/dashboard/emotional-wrap-ups');
});

test('the sample report falls back to weekly and downloads its recommendations', async ({ page }) => {
  await createOnboardedAccount(page, 'report');
  await page.goto('/dashboard/report/february');
  await expect(page.getByRole('heading', { name: 'February in Review' })).toBeVisible();
  await page.goto('/dashboard/report/unknown');
  await expect(page.getByRole('heading', { name: 'Your Weekly Emotional Report' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Full Recommendations' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('solace-weekly-report.txt');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the tracker and the wrap-ups fit the screen', async ({ page }) => {
    await createOnboardedAccount(page, 'mood-phone');
    for (const url of ['/dashboard/mood-tracker', '/dashboard/emotional-wrap-ups', '/dashboard/report/weekly']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    }
  });
});
