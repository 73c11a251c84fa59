import { createOnboardedAccount, expectToast } from '../support/browser/account';
import { openWithFakeMic, silentWav } from '../support/browser/fake-mic';
import { expect, test, type SessionServer } from '../support/browser/session-test';
import { startSession } from '../support/browser/start-session';

const DAILY_LIMIT = "You've reached your 15-minute daily limit. Upgrade to Premium for voice calls with no daily limit.";
const SILENCE = silentWav(60);

/**
 * Records voice time already used today, as earlier calls would have: the browser cannot, so the test
 * writes it to the server's database (the day is the user's, UTC for these accounts).
 */
async function useVoiceToday(server: SessionServer, email: string, seconds: number): Promise<void> {
  const user = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const day = new Date().toISOString().slice(0, 10);
  await server.db.insertInto('voice_usage').values({ user_id: user.id, day, voice_seconds: seconds }).execute();
}

test('a call at the daily limit ends with the toast and a spoken apology; starting again shows the paywall reason', async ({
  playwright,
  server,
}) => {
  test.setTimeout(120_000);
  const { page, browser } = await openWithFakeMic(playwright, server.url, SILENCE);
  try {
    const account = await createOnboardedAccount(page, 'limit');
    await useVoiceToday(server, account.email, 892);
    await page.goto('/dashboard/start-session');
    await startSession(page, 'voice');

    const left = page.getByTestId('voice-time-left');
    await expect(left).toContainText(/Voice time left 00:0[0-8]/, { timeout: 30_000 });
    await expect(page.locator('[data-voice-status]')).toHaveAttribute('data-voice-status', 'listening');

    await expectToast(page, 'Daily voice limit reached', DAILY_LIMIT);
    // The microphone stops at once; the apology is spoken and shown.
    await expect(page.locator('[data-mic="off"][data-mode="voice"]')).toBeVisible();
    const ended = page.locator('[data-end-reason]');
    await expect(ended).toHaveAttribute('data-end-reason', 'limit', { timeout: 30_000 });
    await expect(ended).toContainText(DAILY_LIMIT);
    // The last of the companion's words (the first says the built-in companion is answering).
    const apology = page.locator('[data-role="assistant"]').last();
    await expect(apology).toHaveText(new RegExp(DAILY_LIMIT.replace(/[.?]/g, '\\$&')));
    // It plays to the end even though the session is over.
    await expect.poll(async () => Number(await apology.getAttribute('data-played-ms')), { timeout: 30_000 }).toBeGreaterThan(2_000);

    const row = await server.db
      .selectFrom('voice_usage')
      .innerJoin('users', 'users.id', 'voice_usage.user_id')
      .select('voice_usage.voice_seconds')
      .where('users.email', '=', account.email)
      .executeTakeFirstOrThrow();
    expect(row.voice_seconds).toBe(900);

    await page.getByRole('button', { name: 'Start another session' }).click();
    await page.getByRole('button', { name: /Voice Call/ }).click();
    // The paywall opens with the reason; closing it leaves the same reason on the page and the way to text chat.
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await expect(dialog).toContainText(DAILY_LIMIT);
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const paywall = page.getByRole('alert').filter({ hasText: 'Daily voice limit reached' });
    await expect(paywall).toContainText(DAILY_LIMIT);
    await expect(paywall.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/dashboard/usage');

    // Text chat is still open to them.
    await paywall.getByRole('button', { name: 'Start a text chat instead' }).click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    await expect(page.getByTestId('voice-time-left')).toContainText('00:00');
  } finally {
    await browser.close();
  }
});
