import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, expectToast, logInViaApi } from '../support/browser/account';
import { shoot } from '../support/browser/screenshots';
import { textOf } from '../support/browser/texts';

/** A new account, signed in, past the wizard's first step (its name) to the language step, in the browser's language. */
async function toLanguageStep(page: Page, label: string, name: string, language = 'en'): Promise<void> {
  const account = await createConfirmedAccount(page, label);
  await logInViaApi(page, account);
  await page.goto('/dashboard');
  await page.getByLabel(textOf(language, 'onboarding', 'steps.nameLabel')).fill(name);
  await page.getByRole('button', { name: textOf(language, 'onboarding', 'wizard.next') }).click();
}

test.describe('a browser in Spanish, in Madrid', () => {
  test.use({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });

  test('onboarding speaks Spanish, has Español and Europe/Madrid chosen already, and keeps them', async ({ page }) => {
    const es = (key: string) => textOf('es', 'onboarding', key);
    await toLanguageStep(page, 'madrid', 'Lucía', 'es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
    await page.getByRole('button', { name: es('wizard.next') }).click();
    await expect(page.getByLabel(es('steps.timezone'))).toHaveValue('Europe/Madrid');
    await shoot(page, 'onboarding-madrid');
    // Nothing chosen yet: the field says what it needs, in Spanish.
    await page.getByRole('button', { name: es('wizard.complete') }).click();
    await expect(page.getByRole('group', { name: es('steps.voiceLegend') })).toHaveAccessibleDescription(es('messages.voiceRequired').split(/: |：/)[1] ?? '');
    await page.getByText(es('steps.voiceWarm'), { exact: true }).click();
    await page.getByRole('button', { name: es('wizard.complete') }).click();
    await expectToast(page, es('messages.success'));
    const { profile } = (await (await page.request.get('/api/me')).json()) as { profile: Record<string, unknown> };
    expect(profile).toMatchObject({ timezone: 'Europe/Madrid', notificationPreferences: { preferredLanguage: 'es', voicePreference: 'warm' } });
  });
});

test.describe('a browser in Hindi, in Kolkata', () => {
  test.use({ locale: 'hi-IN', timezoneId: 'Asia/Kolkata' });

  test('onboarding asks for the language, and has the zone by its current name', async ({ page }) => {
    await toLanguageStep(page, 'kolkata', 'Asha');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expectToast(page, 'Language required', 'Please select your preferred language.');
    await page.getByText('English', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Kolkata');
  });
});

test('choosing a language in onboarding turns the setup to it at once', async ({ page }) => {
  await toLanguageStep(page, 'chooses-arabic', 'Layla');
  await page.getByText('العربية', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: textOf('ar', 'onboarding', 'wizard.next') }).click();
  await expect(page.getByText(textOf('ar', 'onboarding', 'steps.voiceLegend'))).toBeVisible();
  await shoot(page, 'onboarding-arabic');
});

test('a language chosen with the public switcher is the one onboarding starts with, and is saved', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('it');
  await toLanguageStep(page, 'switched-italian', 'Giulia', 'it');
  await expect(page.getByRole('radio', { name: 'Italiano' })).toBeChecked();
  await page.getByRole('button', { name: textOf('it', 'onboarding', 'wizard.next') }).click();
  await page.getByText(textOf('it', 'onboarding', 'steps.voiceGentle'), { exact: true }).click();
  await page.getByRole('button', { name: textOf('it', 'onboarding', 'wizard.complete') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(textOf('it', 'dashboard', 'overview.welcomeName').replace('{{name}}', 'Giulia'));
  const { profile } = (await (await page.request.get('/api/me')).json()) as { profile: { notificationPreferences: { preferredLanguage: string } } };
  expect(profile.notificationPreferences.preferredLanguage).toBe('it');
});
