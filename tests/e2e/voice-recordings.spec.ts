import type { Page } from '@playwright/test';
import { privacyMessages } from '../support/english-texts';
import { createOnboardedAccount, expectToast } from '../support/browser/account';
import { afterSilence, openWithFakeMic, speechFixture } from '../support/browser/fake-mic';
import { watchPageProblems } from '../support/browser/page-problems';
import { expect, test } from '../support/browser/session-test';
import { startSession } from '../support/browser/start-session';

// "I have been feeling really stressed about work lately and I cannot sleep", after 4 s of silence.
const STRESSED = afterSilence(speechFixture('feeling-stressed.wav'), 4);

/** The recordings card at 1280 px and 375 px, for a person to look at (with SHOTS_DIR set). */
async function shootPrivacy(page: Page): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const card = page.locator('[aria-labelledby="voice-recordings-title"]');
  await card.screenshot({ path: `${dir}/settings-privacy-recordings-1280.png` });
  await page.setViewportSize({ width: 375, height: 740 });
  await card.screenshot({ path: `${dir}/settings-privacy-recordings-375.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function shootDetail(page: Page): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await conversation.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/session-recording-1280.png` });
  await page.setViewportSize({ width: 375, height: 740 });
  await conversation.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/session-recording-375.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a person keeps recordings, talks in a real voice call, and plays back what they said from the session page', async ({ playwright, server }) => {
  test.setTimeout(150_000);
  const { page, browser } = await openWithFakeMic(playwright, server.url, STRESSED, { once: true });
  try {
    const problems = watchPageProblems(page);
    const account = await createOnboardedAccount(page, 'recordings');

    // Off until chosen; the choice is saved at once and is still there after a reload.
    await page.goto('/dashboard/settings');
    const keep = page.getByRole('switch', { name: 'Keep recordings of my voice sessions' });
    await expect(keep).not.toBeChecked();
    await keep.click();
    await expectToast(page, privacyMessages.recordingsOn);
    await expect(keep).toBeChecked();
    await page.reload();
    await expect(keep).toBeChecked();
    await shootPrivacy(page);

    // A real call: the fake microphone says one sentence, the companion answers, the call ends.
    await page.goto('/dashboard/start-session');
    await startSession(page, 'voice', { title: 'Recorded call' });
    await expect(page.locator('[data-role="user"]')).toHaveAttribute('data-status', 'sent', { timeout: 40_000 });
    await expect(page.locator('[data-role="assistant"][data-turn-id]').last()).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    await page.getByRole('button', { name: 'End', exact: true }).click();
    await page.getByRole('dialog', { name: 'End this session?' }).getByRole('button', { name: 'End Session' }).click();
    await expect(page.getByRole('heading', { name: 'Session ended' })).toBeVisible();

    const session = await server.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.id')
      .where('users.email', '=', account.email)
      .executeTakeFirstOrThrow();
    await page.goto(`/dashboard/session/${session.id}`);
    const mine = page.locator('[data-role="user"]');
    const play = mine.getByRole('button', { name: /^Listen to what you said at / });
    await expect(play).toBeVisible();
    await expect(page.locator('[data-role="assistant"]').getByRole('button', { name: /^Listen to what you said at / })).toHaveCount(0);
    await shootDetail(page);

    // The keyboard is enough: Enter plays it, and it is a WAV of seconds of speech.
    const fetched = page.waitForResponse((r) => r.url().includes('/api/recordings/'));
    await play.focus();
    await page.keyboard.press('Enter');
    const response = await fetched;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('audio/wav');
    expect(response.headers()['cache-control']).toBe('private, no-store');
    // The page's own copy went to the player: ask again for the bytes.
    const wav = await (await page.request.get(response.url())).body();
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(wav.byteLength).toBeGreaterThan(2 * 16_000 * 2); // over 2 s at 16 kHz
    await expect(mine.getByRole('button', { name: /^Stop what you said at / })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(play).toBeVisible();
    await expect(mine.getByRole('alert')).toHaveCount(0);
    expect(problems.console).toEqual([]);
  } finally {
    await browser.close();
  }
});
