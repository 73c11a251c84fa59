import { expect, test, type Page } from '@playwright/test';
import { authMessages, onboardingMessages, settingsMessages } from '../support/english-texts';
import {
  createConfirmedAccount,
  createOnboardedAccount,
  expectToast,
  localPath,
  logInViaApi,
  mailedLink,
  PASSWORD,
  signUpViaDialog,
  postJson,
  uniqueEmail,
} from '../support/browser/account';
import { watchPageProblems } from '../support/browser/page-problems';
import { textOf } from '../support/browser/texts';

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome to Solace' });

test('signed-out pages and page loads log no errors and no HydrateFallback warning', async ({ page, context }) => {
  const problems = watchPageProblems(page);
  for (const path of ['/', '/privacy-policy', '/contact-us']) {
    await page.goto(path);
    // The header's Log in link shows once the page has asked who is signed in.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  }
  await page.goto('/dashboard');
  await expect(loginDialog(page)).toBeVisible();

  // Signed in, and again once the short-lived access cookie has gone: the sign-in resumes quietly.
  const account = await createOnboardedAccount(page, 'quiet', 'Quinn Abbott');
  await page.goto('/dashboard');
  await expect(page.getByText('No sessions yet')).toBeVisible();
  await context.clearCookies({ name: 'access_token' });
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(account.email);

  expect(problems.console).toEqual([]);
  expect(problems.failedResponses).toEqual([]);
});

test('a signed-in person opening the login link goes to its redirect, or the dashboard', async ({ page }) => {
  await createOnboardedAccount(page, 'already-in');
  await page.goto('/?login=1&redirect=%2Fdashboard%2Fsettings');
  await expect(page).toHaveURL('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(loginDialog(page)).toHaveCount(0);

  await page.goto('/?login=1&tab=signup');
  await expect(page).toHaveURL('/dashboard');
  await expect(loginDialog(page)).toHaveCount(0);
});

test('Get Started Free opens Sign Up for a visitor, and the dashboard for someone signed in', async ({ page }) => {
  await page.goto('/#pricing');
  const free = page.locator('#pricing').getByRole('link', { name: 'Get Started Free' });
  await free.click();
  await expect(loginDialog(page).getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL('/?login=1&tab=signup&redirect=%2Fdashboard');

  await createOnboardedAccount(page, 'start-free');
  await page.goto('/#pricing');
  await expect(free).toHaveAttribute('href', '/dashboard');
});

test('an empty Confirm password asks to be filled in', async ({ page }) => {
  await page.goto('/?login=1&tab=signup');
  const dialog = loginDialog(page);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText(authMessages.confirmPasswordRequired)).toBeVisible();

  await dialog.getByLabel('Email').fill(uniqueEmail('confirm-empty'));
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText(authMessages.confirmPasswordRequired)).toBeVisible();
  await expect(dialog.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
});

test('signing up again or logging in before confirming offers to resend the confirmation email', async ({ page }) => {
  const email = uniqueEmail('resend');
  const signup = await postJson(page.request, '/api/auth/signup', { email, password: PASSWORD, acceptTerms: true, confirmAge: true });
  expect(signup.status()).toBe(201);
  const firstLink = await mailedLink(page.request, email, '/confirm-email');

  await page.goto('/?login=1&tab=signup');
  const dialog = loginDialog(page);
  await signUpViaDialog(dialog, email);
  await expectToast(page, authMessages.signupErrorTitle, authMessages.signupUnconfirmed);
  await expect(dialog.getByRole('status')).toContainText(authMessages.signupUnconfirmed);
  await dialog.getByRole('button', { name: authMessages.resendConfirmation }).click();
  await expectToast(page, authMessages.confirmationResent);
  await expect(dialog.getByRole('button', { name: authMessages.resendConfirmation })).toHaveCount(0);

  // The same offer comes with the login error.
  await dialog.getByRole('tab', { name: 'Login' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expectToast(page, authMessages.loginErrorTitle, authMessages.emailNotConfirmed);
  await expect(dialog.getByRole('status')).toContainText(authMessages.emailNotConfirmed);
  await dialog.getByRole('button', { name: authMessages.resendConfirmation }).click();
  await expectToast(page, authMessages.confirmationResent);

  // A new link came, and it confirms the address.
  await expect.poll(async () => (await page.request.get(`/dev/mailbox/messages?to=${encodeURIComponent(email)}`)).json().then((body: { messages: unknown[] }) => body.messages.length)).toBe(3);
  const newest = await mailedLink(page.request, email, '/confirm-email');
  expect(newest).not.toBe(firstLink);
  await page.goto(localPath(newest));
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: "Let's set things up for you" })).toBeVisible();
});

for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
  test(`toasts stay clear of the onboarding card at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await logInViaApi(page, await createConfirmedAccount(page, 'toast-room'));
    await page.goto('/dashboard');
    const heading = page.getByRole('heading', { name: "Let's set things up for you" });
    await page.getByRole('button', { name: 'Next' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Name required' });
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    // The toast settles where it stays; its lower edge must be above the card's upper edge.
    await expect.poll(async () => (await toast.boundingBox())?.y).toBeGreaterThanOrEqual(0);
    const toastBox = await toast.boundingBox();
    const cardBox = await heading.locator('..').boundingBox();
    expect(toastBox && cardBox && toastBox.y + toastBox.height <= cardBox.y).toBe(true);
  });
}

test('onboarding keeps its progress through a reload, and forgets it once complete', async ({ page }) => {
  await logInViaApi(page, await createConfirmedAccount(page, 'reload'));
  await page.goto('/dashboard');
  await page.getByLabel('What should we call you?').fill('Noor Haddad');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Français', { exact: true }).click();
  // From here the setup speaks French, the language just chosen.
  const fr = (namespace: string, key: string) => textOf('fr', namespace, key);
  const stepThree = fr('onboarding', 'wizard.stepOf').replace('{{step}}', '3').replace('{{total}}', '3').replace('{{name}}', fr('onboarding', 'wizard.stepVoice'));
  await page.getByRole('button', { name: fr('onboarding', 'wizard.next') }).click();
  await expect(page.getByText(stepThree)).toBeVisible();

  await page.reload();
  await expect(page.getByText(stepThree)).toBeVisible();
  await page.getByRole('button', { name: fr('onboarding', 'wizard.back') }).click();
  await expect(page.getByRole('radio', { name: /Français/ })).toBeChecked();
  await page.getByRole('button', { name: fr('onboarding', 'wizard.back') }).click();
  await expect(page.getByLabel(fr('onboarding', 'steps.nameLabel'))).toHaveValue('Noor Haddad');
  await page.getByRole('button', { name: fr('onboarding', 'wizard.next') }).click();
  await page.getByRole('button', { name: fr('onboarding', 'wizard.next') }).click();
  await page.getByText(fr('onboarding', 'steps.voiceGentle'), { exact: true }).click();
  await page.getByRole('button', { name: fr('onboarding', 'wizard.complete') }).click();
  await expectToast(page, fr('onboarding', 'messages.success'));
  await expect(page.getByRole('heading', { name: fr('dashboard', 'overview.welcomeName').replace('{{name}}', 'Noor') })).toBeVisible();
  const kept = await page.evaluate<string[]>("Object.keys(localStorage).filter((key) => key.startsWith('solace.onboarding.'))");
  expect(kept).toEqual([]);
});

test('Settings refuses a blank full name, so the next visit is not sent back to onboarding', async ({ page }) => {
  await createOnboardedAccount(page, 'blank-name', 'Sam Rivera');
  await page.goto('/dashboard/settings');
  const name = page.getByLabel('Full name');
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(onboardingMessages.nameRequired)).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(onboardingMessages.nameRequired);
  // A hint describes its field too.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(settingsMessages.emailReadOnly);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: settingsMessages.profileUpdated })).toHaveCount(0);
  // Once chosen, the language and voice style cannot be set back to nothing.
  await expect(page.getByLabel('Preferred language').locator('option[value=""]')).toBeDisabled();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Sam!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Let's set things up for you" })).toHaveCount(0);
});
