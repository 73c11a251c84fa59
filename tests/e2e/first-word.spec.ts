import { sessionScreenMessages } from '../support/english-texts';
import { createOnboardedAccount } from '../support/browser/account';
import { shoot } from '../support/browser/screenshots';
import { expect, test } from '../support/browser/session-test';
import { endSession, renameSession } from '../support/browser/start-session';

test('one click starts a text chat with the day\'s title; the mood and a new title are given beside it, and saved', async ({ page, server }) => {
  const account = await createOnboardedAccount(page, 'first-word');
  await page.goto('/dashboard/start-session');
  await page.getByRole('button', { name: /Text Chat/ }).click();
  // No dialog stands between the person and the first word.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeEnabled();
  const today = new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  await expect(page.getByTestId('session-title')).toHaveText(`Session ${today}`);
  await expect(page.getByTestId('mood-before-prompt')).toBeVisible();
  await expect(box).toBeInViewport({ ratio: 1 });
  // On a phone too, the box is in view without scrolling, the mood prompt beside it.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(box).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, 'session-started-mood-prompt');

  await page.getByTestId('mood-before-prompt').getByText('Anxious', { exact: true }).click();
  await expect(page.getByTestId('mood-before-prompt')).toHaveCount(0);
  await expect(box).toBeFocused();
  // Escape leaves the title as it was; Enter saves a new one.
  await page.getByRole('button', { name: 'Rename session' }).click();
  await page.getByLabel('Session title').fill('Not this one');
  await page.getByLabel('Session title').press('Escape');
  await expect(page.getByTestId('session-title')).toHaveText(`Session ${today}`);
  await expect(page.getByRole('button', { name: 'Rename session' })).toBeFocused();
  await renameSession(page, 'Talking about work');

  await box.fill('My manager keeps moving the deadline.');
  await box.press('Enter');
  await expect(page.locator('[data-role="assistant"][data-turn-id]')).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  const row = await server.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.title', 'sessions.mood_before'])
    .where('users.email', '=', account.email)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ title: 'Talking about work', mood_before: 'anxious' });

  const recap = await endSession(page, 'End', 'Better');
  await expect(recap.getByTestId('recap-moods')).toHaveText('Before: Anxious → After: Better');
  await expect(recap.getByTestId('recap-summary')).not.toContainText('being written', { timeout: 20_000 });
  await expect(recap.getByTestId('recap-exercise').getByRole('link', { name: /Mindful Activity/ })).toBeVisible();
  await expect(recap.getByRole('link', { name: 'View this session' })).toHaveAttribute('href', /^\/dashboard\/session\/[0-9a-f-]{36}$/);
  await shoot(page, 'session-recap');
});

test('the mood prompt steps aside: dismissed with Not now, or once the person has written', async ({ page }) => {
  await createOnboardedAccount(page, 'first-word-aside');
  await page.goto('/dashboard/start-session');
  await page.getByRole('button', { name: /Text Chat/ }).click();
  await page.getByTestId('mood-before-prompt').getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByTestId('mood-before-prompt')).toHaveCount(0);
  await (await endSession(page, 'End')).getByRole('button', { name: 'Start another session' }).click();

  await page.getByRole('button', { name: /Text Chat/ }).click();
  await expect(page.getByTestId('mood-before-prompt')).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Just need to write for a bit.');
  await box.press('Enter');
  await expect(page.getByTestId('mood-before-prompt')).toHaveCount(0);
  // Cleared from the screen, what was written still counts: the prompt does not come back.
  await expect(page.locator('[data-role="assistant"][data-turn-id]')).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await page.getByRole('button', { name: sessionScreenMessages.clearHint }).click();
  await expect(page.locator('[data-role="user"]')).toHaveCount(0);
  await expect(page.getByTestId('mood-before-prompt')).toHaveCount(0);
});
