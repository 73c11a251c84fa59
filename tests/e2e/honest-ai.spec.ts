import { expect, test } from '@playwright/test';
import { createOnboardedAccount } from '../support/browser/account';
import { shoot } from '../support/browser/screenshots';

const NOTICE = "You're talking with an AI companion, not a person or a therapist. It can offer support, not professional care.";

test('the start-session page says the companion is an AI, before and during the session', async ({ page }) => {
  await createOnboardedAccount(page, 'honest-ai-start');
  await page.goto('/dashboard/start-session');
  await expect(page.getByTestId('ai-notice')).toHaveText(NOTICE);
  await shoot(page, 'ai-notice-start');

  await page.getByRole('button', { name: /Text Chat/ }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  await expect(page.getByTestId('ai-notice')).toHaveText(NOTICE);
  await shoot(page, 'ai-notice-live');
});

test('the text chat says the companion is an AI, and answers truthfully when asked', async ({ page }) => {
  await createOnboardedAccount(page, 'honest-ai-chat');
  await page.goto('/dashboard/chat');
  await expect(page.getByTestId('ai-notice')).toHaveText(NOTICE);
  await page.getByRole('button', { name: 'Start Session' }).click();
  const box = page.getByLabel('Message');
  await box.fill('Are you a real person?');
  await box.press('Enter');
  const reply = page.locator('[data-role="assistant"][data-turn-id]');
  await expect(reply).toHaveAttribute('data-status', 'done');
  await expect(reply).toContainText("I'm an AI companion, not a person and not a therapist.");
  await expect(page.getByTestId('ai-notice')).toBeVisible();
  await shoot(page, 'ai-notice-chat');
});
