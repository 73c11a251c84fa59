// Shared steps for the account specs: unique addresses, the dev mailbox, and accounts made ready through
// the same HTTP API the app calls, so a spec can start wherever the flow it tests begins.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'a calm password';

export interface Account {
  email: string;
  password: string;
}

/** A fresh address per call, so specs never collide in one database. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** State-changing requests must come from the app's own origin. */
function origin(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('The Playwright config sets no baseURL');
  return new URL(baseURL).origin;
}

export async function postJson(request: APIRequestContext, url: string, body: object) {
  return request.post(url, { data: body, headers: { origin: origin() } });
}

/** The newest link to `pathname` mailed to `email`, waiting for the mail to arrive. */
export async function mailedLink(request: APIRequestContext, email: string, pathname: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
      expect(response.ok()).toBe(true);
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      link = messages
        .map((mail) => new RegExp(`https?://\\S+${pathname}#\\S+`).exec(mail.text)?.[0])
        .find((found) => found !== undefined);
      return link;
    }, { message: `a mail to ${email} with a ${pathname} link` })
    .toBeTruthy();
  return link ?? '';
}

/** The link's path and hash, to open on the server under test whatever address the mail names. */
export function localPath(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Signs up and confirms through the emailed link, without the UI; signed out after. */
export async function createConfirmedAccount(page: Page, label: string, fullName?: string): Promise<Account> {
  const account = { email: uniqueEmail(label), password: PASSWORD };
  const signup = await postJson(page.request, '/api/auth/signup', {
    ...account,
    fullName,
    acceptTerms: true,
    confirmAge: true,
  });
  expect(signup.status()).toBe(201);
  const link = await mailedLink(page.request, account.email, '/confirm-email');
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token');
  const confirm = await postJson(page.request, '/api/auth/confirm', { token });
  expect(confirm.status()).toBe(200);
  // The link signs in too; callers start signed out, as someone confirming on another device would.
  expect((await postJson(page.request, '/api/auth/logout', {})).status()).toBe(200);
  return account;
}

/** Logs in through the API; the cookies land in the page's browser context. */
export async function logInViaApi(page: Page, account: Account): Promise<void> {
  const login = await postJson(page.request, '/api/auth/login', account);
  expect(login.status()).toBe(200);
}

/** A confirmed, logged-in account that has finished onboarding. */
export async function createOnboardedAccount(page: Page, label: string, fullName = 'Robin Calloway'): Promise<Account> {
  const account = await createConfirmedAccount(page, label);
  await logInViaApi(page, account);
  const onboarding = await postJson(page.request, '/api/profile/onboarding', {
    fullName,
    preferredLanguage: 'en',
    voicePreference: 'warm',
    timezone: 'UTC',
  });
  expect(onboarding.status()).toBe(200);
  return account;
}

/** Fills and submits the login dialog, which must already be open. */
export async function logInViaDialog(page: Page, account: Account): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Welcome to Solace' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/** Fills and submits the Sign Up tab of the login dialog (`dialog`, already on that tab). */
export async function signUpViaDialog(dialog: Locator, email: string): Promise<void> {
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).click();
  await dialog.getByRole('checkbox', { name: 'I am at least 16 years old' }).click();
  await dialog.getByRole('button', { name: 'Create account' }).click();
}

/** The toast with this title, with its description when given. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  // Sonner lists the newest toast first; an older one with the same title may be leaving.
  const titled = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await expect((description ? titled.filter({ hasText: description }) : titled).first()).toBeVisible();
}
