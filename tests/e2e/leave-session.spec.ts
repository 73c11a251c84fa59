import type { Page } from '@playwright/test';
import { createOnboardedAccount } from '../support/browser/account';
import { expect, test, type SessionServer } from '../support/browser/session-test';
import { startSession } from '../support/browser/start-session';

// The offline companion answers at once; every test talks through the real server and its database.

async function startTextSession(page: Page, title: string): Promise<void> {
  await page.goto('/dashboard/start-session');
  await startSession(page, 'text', { title });
}

async function say(page: Page, text: string, replies: number): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  const reply = page.locator('[data-role="assistant"][data-turn-id]').nth(replies - 1);
  await expect(reply).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
}

async function sessionsOf(server: SessionServer, email: string) {
  return server.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.ended_at', 'sessions.duration', 'sessions.mood_after'])
    .where('users.email', '=', email)
    .execute();
}

/** Reloads the page, accepting the browser's leave warning, which must come. */
async function reloadThroughWarning(page: Page): Promise<void> {
  const warned = page.waitForEvent('dialog').then(async (dialog) => {
    const type = dialog.type();
    await dialog.accept();
    return type;
  });
  const reloaded = page.reload();
  expect(await warned).toBe('beforeunload');
  await reloaded;
}

test('leaving a live session for another page asks first: stay keeps it, end and leave ends it with the mood after', async ({ page, server }) => {
  const account = await createOnboardedAccount(page, 'leave');
  await startTextSession(page, 'Before the walk');
  await say(page, 'I had a long day at work today', 1);

  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: 'Mood Tracker' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave this session?' });
  await expect(leave).toBeVisible();
  await expect(leave).toContainText('Leaving ends the session.');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/start-session$/);
  await expect(page.getByTestId('session-title')).toHaveText('Before the walk');
  expect((await sessionsOf(server, account.email))[0]?.ended_at).toBeNull();

  await nav.getByRole('link', { name: 'Mood Tracker' }).click();
  await leave.getByText('Better', { exact: true }).click();
  await leave.getByRole('button', { name: 'End and leave' }).click();
  await expect(page).toHaveURL(/\/dashboard\/mood-tracker$/);
  const [ended] = await sessionsOf(server, account.email);
  expect(ended?.ended_at).not.toBeNull();
  expect(ended?.mood_after).toBe('better');
  expect(ended?.duration).not.toBeNull();
});

test('after a reload the session can be continued where it was, and nothing is said twice', async ({ page, server }) => {
  const account = await createOnboardedAccount(page, 'leave-continue');
  await startTextSession(page, 'Sunday thoughts');
  await say(page, 'I keep worrying about my exams', 1);
  const firstReply = await page.locator('[data-role="assistant"][data-turn-id]').first().locator('p').innerText();

  await reloadThroughWarning(page);
  const offer = page.getByRole('region', { name: 'Continue your session?' });
  await expect(offer).toContainText('“Sunday thoughts” was still going when you left this page');
  await offer.getByRole('button', { name: 'Continue your session' }).click();

  await expect(page.getByTestId('session-title')).toHaveText('Sunday thoughts');
  const users = page.locator('[data-role="user"]');
  const replies = page.locator('[data-role="assistant"][data-turn-id]');
  await expect(users.locator('p')).toHaveText(['I keep worrying about my exams']);
  await expect(replies.locator('p')).toHaveText([firstReply]);
  await say(page, 'Thank you for listening to me', 2);
  await expect(users).toHaveCount(2);

  const sessions = await sessionsOf(server, account.email);
  expect(sessions).toHaveLength(1);
  expect(sessions[0]?.ended_at).toBeNull();
  const messages = await server.db.selectFrom('session_messages').select('role').where('session_id', '=', sessions[0]?.id ?? '').execute();
  expect(messages).toHaveLength(4);
});

test('after a reload the session can be ended instead, with its duration and the mood after', async ({ page, server }) => {
  const account = await createOnboardedAccount(page, 'leave-end');
  await startTextSession(page, 'Late evening');
  await say(page, 'Work has been so stressful lately', 1);

  await reloadThroughWarning(page);
  const offer = page.getByRole('region', { name: 'Continue your session?' });
  await offer.getByRole('button', { name: 'End it' }).click();
  const end = page.getByRole('dialog', { name: 'End this session?' });
  await end.getByText('About the same', { exact: true }).click();
  await end.getByRole('button', { name: 'End Session' }).click();

  await expect(page.getByRole('heading', { name: 'Session ended' })).toBeVisible();
  const [ended] = await sessionsOf(server, account.email);
  expect(ended?.ended_at).not.toBeNull();
  expect(ended?.mood_after).toBe('same');
  // The duration shown is the one saved: up to when the page was left.
  const minutes = Math.floor((ended?.duration ?? 0) / 60);
  const seconds = String((ended?.duration ?? 0) % 60).padStart(2, '0');
  await expect(page.getByRole('region', { name: 'Session ended' })).toContainText(`Late evening · ${String(minutes).padStart(2, '0')}:${seconds}`);
  await expect(offer).toBeHidden();
});

test('once the time to continue has passed, the page says the session ended and where it is saved', async ({ page }) => {
  await createOnboardedAccount(page, 'leave-late');
  await startTextSession(page, 'Morning check');
  await say(page, 'I slept badly again last night', 1);
  await reloadThroughWarning(page);
  await expect(page.getByRole('region', { name: 'Continue your session?' })).toBeVisible();

  // As if the page had been left two minutes ago.
  await page.evaluate(`(() => {
    const key = 'solace.left-session.session';
    const left = JSON.parse(sessionStorage.getItem(key));
    sessionStorage.setItem(key, JSON.stringify({ ...left, leftAt: left.leftAt - 120000 }));
  })()`);
  await page.reload();
  const ended = page.getByRole('status').filter({ hasText: 'Your last session has ended' });
  await expect(ended).toContainText('“Morning check” ended when you left this page');
  await expect(ended.getByRole('link', { name: 'Previous sessions' })).toHaveAttribute('href', '/dashboard/sessions');
  await expect(page.getByRole('region', { name: 'Continue your session?' })).toBeHidden();
  await page.reload();
  await expect(page.getByText('Your last session has ended')).toBeHidden();
});

test('the text chat page asks before leaving and offers to continue after a reload too', async ({ page }) => {
  await createOnboardedAccount(page, 'leave-chat');
  await page.goto('/dashboard/chat');
  await page.getByRole('button', { name: 'Start Session' }).click();
  await say(page, 'Can we talk about my sister', 1);

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Mood Tracker' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave this session?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chat$/);

  await reloadThroughWarning(page);
  await page.getByRole('region', { name: 'Continue your session?' }).getByRole('button', { name: 'Continue your session' }).click();
  await expect(page.locator('[data-role="user"] p')).toHaveText(['Can we talk about my sister']);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
});
