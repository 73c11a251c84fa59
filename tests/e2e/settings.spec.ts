import { expect, test } from '@playwright/test';
import { createOnboardedAccount, expectToast, postJson } from '../support/browser/account';
import { settingsMessages } from '../support/english-texts';
import { shoot } from '../support/browser/screenshots';
import { textOf } from '../support/browser/texts';

test('profile and preferences changes persist after a reload', async ({ page }) => {
  const account = await createOnboardedAccount(page, 'settings', 'Robin Calloway');
  await page.goto('/dashboard/settings');

  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(account.email);
  await expect(email).not.toBeEditable();
  await expect(page.getByText(settingsMessages.emailReadOnly)).toBeVisible();

  await page.getByLabel('Full name').fill('Sam Rivera');
  await page.getByLabel('Time zone').fill('Mars/Olympus');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(settingsMessages.timezoneInvalid)).toBeVisible();
  await page.getByLabel('Time zone').fill('Asia/Kolkata');
  // No switch that nothing reads: reminders are shown as the Mood Tracker has them.
  await expect(page.getByRole('switch', { name: /reminders|summaries/i })).toHaveCount(0);
  await expect(page.getByTestId('reminder-summary')).toContainText('Off. We send no reminder emails.');
  await page.getByLabel('Voice style').selectOption('professional');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, settingsMessages.profileUpdated, settingsMessages.profileUpdatedBody);

  // Turned on in the Mood Tracker, the reminder reads the same here: one source of truth.
  await page.getByTestId('reminder-summary').getByRole('link', { name: 'Change in the Mood Tracker' }).click();
  await page.getByLabel('Daily reminder').click();
  await page.getByLabel('Reminder time').fill('20:30');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Settings updated');
  await page.getByRole('navigation', { name: textOf('en', 'dashboard', 'frame.sidebarLabel') }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByTestId('reminder-summary')).toContainText('On: an email at 20:30 (Asia/Kolkata) when you have not checked in yet.');
  await shoot(page, 'settings-reminder-summary');

  // French, once saved, is the page's language at once: the confirmation is said in it.
  const fr = (key: string) => textOf('fr', 'settings', key);
  await page.getByLabel('Preferred language').selectOption('fr');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, fr('messages.profileUpdated'), fr('messages.profileUpdatedBody'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.reload();
  await expect(page.getByLabel(fr('profile.fullName'))).toHaveValue('Sam Rivera');
  await expect(page.getByLabel(fr('profile.timezone'))).toHaveValue('Asia/Kolkata');
  await expect(page.getByLabel(fr('preferences.language'))).toHaveValue('fr');
  await expect(page.getByLabel(fr('preferences.voice'))).toHaveValue('professional');
  await expect(page.getByTestId('reminder-summary')).toContainText(fr('reminder.on').replace('{{time}}', '20:30').replace('{{timezone}}', 'Asia/Kolkata'));

  // The dashboard's frame speaks it, and the overview greets the person by the new name straight away.
  const sidebar = page.getByRole('navigation', { name: textOf('fr', 'dashboard', 'frame.sidebarLabel') });
  await sidebar.getByRole('link', { name: textOf('fr', 'dashboard', 'nav.overview') }).click();
  await expect(page.getByRole('heading', { name: textOf('fr', 'dashboard', 'overview.welcomeName').replace('{{name}}', 'Sam') })).toBeVisible();
});

test('a password change asks for the current one, follows the rules and replaces the old password', async ({ page, context }) => {
  const account = await createOnboardedAccount(page, 'password');
  const newPassword = 'another calm password';
  await page.goto('/dashboard/settings');
  const update = page.getByRole('button', { name: 'Update Password' });
  const next = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  const current = page.getByLabel('Current password');

  await expect(update).toBeDisabled();
  await current.fill('not my password');
  await next.fill('abc');
  await expect(update).toBeDisabled();
  await confirm.fill('abd');
  await expect(page.getByText(settingsMessages.passwordsDontMatch)).toBeVisible();
  await expect(update).toBeDisabled();
  await confirm.fill('abc');
  await expect(page.getByText(settingsMessages.passwordsDontMatch)).toHaveCount(0);
  await update.click();
  await expect(page.getByText(settingsMessages.passwordMin)).toBeVisible();

  await next.fill(newPassword);
  await confirm.fill(newPassword);
  await update.click();
  // A wrong current password is said beside its field; nothing changes.
  await expect(page.getByText(settingsMessages.currentPasswordWrong)).toBeVisible();
  await expect(current).toBeFocused();
  await current.fill(account.password);
  await update.click();
  await expectToast(page, settingsMessages.passwordUpdated, settingsMessages.passwordUpdatedBody);
  await expect(next).toHaveValue('');

  await context.clearCookies();
  expect((await postJson(page.request, '/api/auth/login', account)).status()).toBe(401);
  expect((await postJson(page.request, '/api/auth/login', { ...account, password: newPassword })).status()).toBe(200);
});
