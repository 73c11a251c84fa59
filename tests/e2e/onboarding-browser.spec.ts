import { expect, test, type Page } from '@playwright/test';
import { onboardingMessages } from '../../shared/messages';
import { createConfirmedAccount, expectToast, logInViaApi } from '../support/browser/account';
import { shoot } from '../support/browser/screenshots';

/** A new account, signed in, past the wizard's first step (its name) to the language step. */
async function toLanguageStep(page: Page, label: string, name: string): Promise<void> {
  const account = await createConfirmedAccount(page, label);
  await logInViaApi(page, account);
  await page.goto('/dashboard');
  await page.getByLabel('What should we call you?').fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
}

test.describe('a browser in Spanish, in Madrid', () => {
  test.use({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });

  test('onboarding has Español and Europe/Madrid chosen already, and keeps them', async ({ page }) => {
    await toLanguageStep(page, 'madrid', 'Lucía');
    await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Madrid');
    await shoot(page, 'onboarding-madrid');
    await page.getByText('Warm', { exact: true }).click();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expectToast(page, onboardingMessages.success);
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
