import { expect, test } from '@playwright/test';
import { authMessages } from '../support/english-texts';
import { textOf } from '../support/browser/texts';
import {
  createConfirmedAccount,
  createOnboardedAccount,
  expectToast,
  localPath,
  logInViaDialog,
  mailedLink,
  PASSWORD,
  postJson,
  signUpViaDialog,
  uniqueEmail,
} from '../support/browser/account';
import { shoot } from '../support/browser/screenshots';

test('a person signs up, confirms by email (which signs them in) and onboards', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/?login=1&tab=signup');
  const dialog = page.getByRole('dialog', { name: 'Welcome to Solace' });
  await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('Minimum 6 characters')).toBeVisible();

  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByLabel('Confirm password').fill('different');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText(authMessages.passwordTooShort)).toBeVisible();
  await expect(dialog.getByText(authMessages.passwordsDoNotMatch)).toBeVisible();
  await expect(dialog.getByText(authMessages.acceptTerms)).toBeVisible();
  await expect(dialog.getByText(authMessages.confirmAge)).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await expect(dialog.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-of-service');
  await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).click();
  await dialog.getByRole('checkbox', { name: 'I am at least 16 years old' }).press('Space');
  await dialog.getByLabel('Confirm password').press('Enter');
  await expectToast(page, authMessages.signupSuccess);
  // No password is asked next: the emailed link signs this browser in.
  const checkEmail = dialog.getByTestId('check-email');
  await expect(checkEmail).toContainText(textOf('en', 'auth', 'form.checkEmail').replace('<strong>{{email}}</strong>', email));
  await expect(dialog.getByLabel('Password')).toHaveCount(0);
  await shoot(page, 'signed-up-check-email');
  await checkEmail.getByRole('button', { name: authMessages.checkEmailLogIn }).click();
  await expect(dialog.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('Email')).toHaveValue(email);

  // Logging in before confirming is refused with the request to verify the address.
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expectToast(page, authMessages.loginErrorTitle, authMessages.emailNotConfirmed);

  // The same address cannot sign up twice; while it waits for confirmation, the person is told so.
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await signUpViaDialog(dialog, email);
  await expectToast(page, authMessages.signupErrorTitle, authMessages.signupUnconfirmed);

  // The emailed link confirms and signs in at once: no password typed a second time.
  await page.goto(localPath(await mailedLink(page.request, email, '/confirm-email')));
  await expectToast(page, authMessages.confirmSuccess);
  await expect(page).toHaveURL('/dashboard');
  await shoot(page, 'confirmed-onboarding');

  // Onboarding stands in for the overview; each step refuses to go on until answered.
  await expect(page.getByRole('heading', { name: "Let's set things up for you" })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectToast(page, 'Name required', 'Please enter your full name to continue.');
  await page.getByLabel('What should we call you?').fill('  Ada Lovelace ');
  await page.getByLabel('What should we call you?').press('Enter');
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  // The browser's language is chosen already when the companion speaks it.
  const browserLanguage = await page.evaluate<string>('navigator.language.slice(0, 2)');
  expect(browserLanguage).toBe('en');
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('What should we call you?')).toHaveValue('  Ada Lovelace ');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Español', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  // Chosen, Spanish is the language of the rest of the setup and of every screen after it.
  const es = (namespace: string, key: string) => textOf('es', namespace, key);
  const [voiceTitle, voiceDetails] = es('onboarding', 'messages.voiceRequired').split(/: /);
  await page.getByRole('button', { name: es('onboarding', 'wizard.next') }).click();
  await expect(page.getByText(es('onboarding', 'wizard.stepOf').replace('{{step}}', '3').replace('{{total}}', '3').replace('{{name}}', es('onboarding', 'wizard.stepVoice')))).toBeVisible();
  // The browser's own zone is there already; any zone can be typed, not only a short list.
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const zone = page.getByLabel(es('onboarding', 'steps.timezone'));
  await expect(zone).toHaveValue(browserZone);
  // A city typed but not picked, and no voice style: both are said, under each answer.
  await zone.fill('Madrid');
  await page.getByRole('button', { name: es('onboarding', 'wizard.complete') }).click();
  await expectToast(page, voiceTitle ?? '', voiceDetails);
  await expect(page.getByRole('group', { name: es('onboarding', 'steps.voiceLegend') })).toHaveAccessibleDescription(voiceDetails ?? '');
  await expect(zone).toHaveAccessibleDescription(es('onboarding', 'messages.timezoneRequired').split(/: /)[1] ?? '');
  await shoot(page, 'onboarding-missing-answers');
  await zone.fill('Europe/Madrid');
  await expect(zone).not.toHaveAttribute('aria-invalid', 'true');
  // Keyboard: from the first voice style, arrow keys move the choice.
  await page.getByText(es('onboarding', 'steps.voiceWarm'), { exact: true }).click();
  await page.getByRole('radio', { name: new RegExp(es('onboarding', 'steps.voiceWarm')) }).press('ArrowUp');
  await expect(page.getByRole('radio', { name: new RegExp(es('onboarding', 'steps.voiceGentle')) })).toBeChecked();
  await page.getByRole('button', { name: es('onboarding', 'wizard.complete') }).click();
  await expectToast(page, es('onboarding', 'messages.success'));

  await expect(page.getByRole('heading', { name: es('dashboard', 'overview.welcomeName').replace('{{name}}', 'Ada') })).toBeVisible();
  await expect(page.getByText(es('dashboard', 'overview.noSessions'))).toBeVisible();
  await expect(page.getByRole('link', { name: es('dashboard', 'overview.firstSession') })).toHaveAttribute('href', '/dashboard/start-session');
  await expect(page.getByRole('button', { name: es('dashboard', 'frame.accountMenuFor').replace('{{email}}', email) })).toBeVisible();

  const me = await page.request.get('/api/me');
  const { profile } = (await me.json()) as { profile: Record<string, unknown> };
  expect(profile).toMatchObject({
    fullName: 'Ada Lovelace',
    timezone: 'Europe/Madrid',
    needsOnboarding: false,
    notificationPreferences: { preferredLanguage: 'es', voicePreference: 'gentle' },
  });
});

test('a wrong password shows the mapped message', async ({ page }) => {
  const account = await createConfirmedAccount(page, 'wrong-password');
  await page.goto('/?login=1');
  await logInViaDialog(page, { ...account, password: 'not the password' });
  await expectToast(page, authMessages.loginErrorTitle, authMessages.invalidCredentials);
  await expect(page).toHaveURL('/?login=1');
});

test('a forgotten password is reset through the emailed link', async ({ page }) => {
  const account = await createConfirmedAccount(page, 'forgot');
  const newPassword = 'a brand new password';
  await page.goto('/?login=1');
  const dialog = page.getByRole('dialog', { name: 'Welcome to Solace' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/?login=1&tab=forgot');
  await expect(dialog.getByLabel('Email')).toHaveValue(account.email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expectToast(page, authMessages.recoverSent);
  await dialog.getByRole('button', { name: 'Back to Login' }).click();
  await expect(dialog.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');

  const link = localPath(await mailedLink(page.request, account.email, '/reset-password'));
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expectToast(page, authMessages.errorTitle, authMessages.resetPasswordTooShort);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(`${newPassword}!`);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expectToast(page, authMessages.errorTitle, authMessages.resetPasswordsDoNotMatch);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByLabel('Confirm new password').press('Enter');
  await expectToast(page, authMessages.resetSuccess);
  await expect(page).toHaveURL('/?login=1');

  await logInViaDialog(page, account);
  await expectToast(page, authMessages.loginErrorTitle, authMessages.invalidCredentials);
  await logInViaDialog(page, { ...account, password: newPassword });
  await expect(page).toHaveURL('/dashboard');

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet another password');
  await page.getByLabel('Confirm new password').fill('yet another password');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expectToast(page, authMessages.resetFailedTitle, authMessages.resetInvalid);
});

test('a recovery link opened on another page goes to the reset page, hash kept', async ({ page }) => {
  await page.goto('/privacy-policy#type=recovery&token=abcdefghijklmnopqrstuvwxyz');
  await expect(page).toHaveURL('/reset-password#type=recovery&token=abcdefghijklmnopqrstuvwxyz');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
});

test('the reset page without a link offers to request a new one', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText(authMessages.resetLinkMissing)).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome to Solace' }).getByRole('button', { name: 'Send reset link' })).toBeVisible();
});

test('a bad confirmation link says so', async ({ page }) => {
  await page.goto('/confirm-email#token=not-a-real-token-at-all');
  await expect(page.getByText(authMessages.confirmInvalid)).toBeVisible();
});

test('a signed-out visit to a dashboard page logs in and lands there', async ({ page, context }) => {
  const account = await createOnboardedAccount(page, 'redirect');
  await context.clearCookies();
  await page.goto('/dashboard/settings?x=1');
  await expect(page).toHaveURL('/?login=1&redirect=%2Fdashboard%2Fsettings%3Fx%3D1');
  await logInViaDialog(page, account);
  await expect(page).toHaveURL('/dashboard/settings?x=1');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});

test('an outside redirect is ignored after logging in', async ({ page, context }) => {
  const account = await createOnboardedAccount(page, 'outside');
  await context.clearCookies();
  await page.goto('/?login=1&redirect=%2F%2Fevil.example%2Fx');
  await logInViaDialog(page, account);
  await expect(page).toHaveURL('/dashboard');
});

test('closing the dialog clears its query', async ({ page }) => {
  await page.goto('/?login=1&tab=signup&redirect=%2Fdashboard');
  await expect(page.getByRole('dialog', { name: 'Welcome to Solace' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL('/');
});

test('signing out returns home and closes the dashboard', async ({ page }) => {
  const account = await createOnboardedAccount(page, 'sign-out');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Account menu for ${account.email}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/?login=1&redirect=%2Fdashboard');
});

test('while strangers guess the password, a new browser gets an emailed link that lets it sign in', async ({ page, request }) => {
  const account = await createConfirmedAccount(page, 'paused');
  // Confirmed elsewhere: this browser is new to the account (the confirming one is known, as after a login).
  await page.context().clearCookies();
  // Someone else, from another browser, spends the account's login budget.
  for (let i = 0; i < 10; i++) expect((await postJson(request, '/api/auth/login', { email: account.email, password: `guess ${i}` })).status()).toBe(401);

  await page.goto('/?login=1');
  await logInViaDialog(page, account);
  const dialog = page.getByRole('dialog', { name: 'Welcome to Solace' });
  await expect(dialog.getByText(authMessages.loginPaused)).toBeVisible();
  await shoot(page, 'login-paused');
  await dialog.getByRole('button', { name: authMessages.sendBrowserLink }).click();
  await expect(dialog.getByText(authMessages.browserLinkSent)).toBeVisible();

  await page.goto(localPath(await mailedLink(page.request, account.email, '/approve-browser')));
  await expect(page.getByRole('heading', { name: 'This browser can sign in' })).toBeVisible();
  await expect(page.getByText(authMessages.browserApproved)).toBeVisible();
  await shoot(page, 'browser-approved');
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await logInViaDialog(page, account);
  await expectToast(page, authMessages.loginSuccess);
  await expect(page).toHaveURL(/\/dashboard/);

  // The link works once.
  await page.goto(localPath(await mailedLink(page.request, account.email, '/approve-browser')));
  await expect(page.getByRole('alert')).toHaveText(authMessages.browserLinkInvalid);
});
