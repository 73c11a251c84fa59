import type { Page } from '@playwright/test';
import { createConfirmedAccount, logInViaApi, postJson } from '../support/browser/account';
import { expect, test } from '../support/browser/session-test';
import { textOf } from '../support/browser/texts';

const SHOTS = process.env.SHOTS_DIR;

/** A logged-in account onboarded in `timezone`, as the onboarding wizard does with the browser's zone. */
async function accountIn(page: Page, timezone: string, preferredLanguage = 'en') {
  const account = await createConfirmedAccount(page, 'crisis');
  await logInViaApi(page, account);
  const onboarding = await postJson(page.request, '/api/profile/onboarding', { fullName: 'Sam Rivers', preferredLanguage, voicePreference: 'warm', timezone });
  expect(onboarding.status()).toBe(200);
  return account;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: false });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The card of help lines, headed in the person's language. */
const helpCard = (page: Page, language = 'en') =>
  page.getByRole('alert').filter({ has: page.getByRole('heading', { name: textOf(language, 'crisis', 'card.title') }) });

test('a person in London who types that they do not want to be here sees Samaritans and Shout, with links to call and text', async ({ page }) => {
  await accountIn(page, 'Europe/London');
  await page.goto('/dashboard/chat');
  await page.getByRole('button', { name: 'Start Session' }).click();
  const box = page.getByLabel('Message');
  await box.fill("I don't want to be here anymore.");
  await box.press('Enter');

  const help = helpCard(page);
  await expect(help).toContainText('Samaritans');
  await expect(help.getByRole('link', { name: 'Call Samaritans' })).toHaveAttribute('href', 'tel:116123');
  await expect(help.getByRole('link', { name: 'Text Shout' })).toHaveAttribute('href', 'sms:85258?body=SHOUT');
  await expect(help.getByRole('link', { name: 'Call Emergency services' })).toHaveAttribute('href', 'tel:999');
  await expect(help).not.toContainText('988');
  // The companion answers, names the line, and the conversation goes on.
  const reply = page.locator('[data-role="assistant"][data-turn-id]');
  await expect(reply).toHaveAttribute('data-status', 'done');
  await expect(reply).toContainText('Samaritans (call 116 123)');
  await expect(box).toBeEnabled();
  await shoot(page, 'crisis-chat');

  // The card stays through the next turn.
  await box.fill('Thank you. It has been a long week.');
  await box.press('Enter');
  await expect(reply.nth(1)).toHaveAttribute('data-status', 'done');
  await expect(help).toBeVisible();
});

test('a person in Tokyo sees the Japanese lines, and a flagged mood note shows them without blocking the check-in', async ({ page }) => {
  await accountIn(page, 'Asia/Tokyo', 'ja');
  await page.goto('/dashboard/mood-tracker');
  // The page speaks the profile's Japanese.
  await page.getByRole('toolbar', { name: textOf('ja', 'mood', 'picker.label') }).getByRole('button', { name: textOf('ja', 'common', 'emotions.Sad') }).click();
  await page.locator('#mood-notes').fill('もう消えてしまいたい');
  await page.getByRole('button', { name: textOf('ja', 'mood', 'form.save') }).click();

  // Their profile says Japanese: the card speaks it.
  const help = helpCard(page, 'ja');
  const call = (name: string) => textOf('ja', 'crisis', 'line.callName').replace('{{name}}', name);
  await expect(help).toContainText('よりそいホットライン');
  await expect(help.getByRole('link', { name: call('よりそいホットライン') })).toHaveAttribute('href', 'tel:0120279338');
  await expect(help.getByRole('link', { name: call(textOf('ja', 'crisis', 'emergency.name')) })).toHaveAttribute('href', 'tel:119');
  await expect(help).toContainText(textOf('ja', 'crisis', 'card.message'));
  // Saved all the same: today's check-in is shown.
  await expect(page.getByText('もう消えてしまいたい')).toBeVisible();
  await shoot(page, 'crisis-mood');
});
