import type { WebSocketRoute } from '@playwright/test';
import { createOnboardedAccount } from '../support/browser/account';
import { expect, test } from '../support/browser/session-test';

// Replies stream at 8 words a second, so the test can cut the socket in the middle of one.
test.use({ serverOptions: { ai: 'openai', latencies: { tokensPerSecond: 8 } } });

const replyTo = (words: number) => `I hear you. You said ${words} words about how you feel. What feels heaviest right now?`;

test('a socket dropped mid-reply reconnects, resumes, and loses or repeats nothing', async ({ page, server }) => {
  // Every realtime socket goes through the test, which can cut it (both ends) or refuse new ones.
  const sockets: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  let refuse = 0;
  let attempts = 0;
  await page.routeWebSocket(/\/api\/realtime(\?|$)/, (ws) => {
    attempts += 1;
    if (refuse > 0) {
      refuse -= 1;
      return ws.close({ code: 4001, reason: 'network down' });
    }
    sockets.push({ page: ws, server: ws.connectToServer() });
  });
  const cut = async () => {
    const socket = sockets.at(-1);
    await socket?.server.close({ code: 4001, reason: 'network down' });
    await socket?.page.close({ code: 4001, reason: 'network down' });
  };

  const account = await createOnboardedAccount(page, 'resume');
  await page.goto('/dashboard/chat');
  await page.getByRole('button', { name: 'Start Session' }).click();
  const box = page.getByLabel('Message');
  await expect(box).toBeEnabled();
  const replies = page.locator('[data-role="assistant"][data-turn-id]');
  const reconnecting = page.getByTestId('reconnecting');

  await box.fill('My week has been hard');
  await box.press('Enter');
  // Cut while the reply is half written: the rest arrives after the resume, each word once.
  await expect(replies.first()).toHaveAttribute('data-status', 'streaming');
  await expect.poll(async () => (await replies.first().innerText()).length).toBeGreaterThan(15);
  await cut();
  await expect(reconnecting).toBeVisible();
  await expect(reconnecting).toBeHidden({ timeout: 15_000 });
  await expect(replies.first()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(replies.first().locator('p')).toHaveText(replyTo(5));
  expect(sockets).toHaveLength(2);

  // Typed while the network is down: kept, then sent once the session is back.
  refuse = 2;
  await cut();
  await expect(reconnecting).toBeVisible();
  await box.fill('Are you still there');
  await box.press('Enter');
  const users = page.locator('[data-role="user"]');
  await expect(users.nth(1)).toHaveAttribute('data-status', 'sending');
  await expect(reconnecting).toBeHidden({ timeout: 20_000 });
  expect(attempts).toBeGreaterThanOrEqual(5);
  await expect(users.nth(1)).toHaveAttribute('data-status', 'sent');
  await expect(replies.nth(1)).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(replies.nth(1).locator('p')).toHaveText(replyTo(4));
  await expect(users).toHaveCount(2);
  await expect(replies).toHaveCount(2);

  const session = await server.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.ended_at'])
    .where('users.email', '=', account.email)
    .execute();
  expect(session).toHaveLength(1);
  expect(session[0]?.ended_at).toBeNull();
  const messages = await server.db
    .selectFrom('session_messages')
    .select(['role', 'content', 'interrupted'])
    .where('session_id', '=', session[0]?.id ?? '')
    .orderBy('ordinal')
    .execute();
  expect(messages).toEqual([
    { role: 'user', content: 'My week has been hard', interrupted: false },
    { role: 'assistant', content: replyTo(5), interrupted: false },
    { role: 'user', content: 'Are you still there', interrupted: false },
    { role: 'assistant', content: replyTo(4), interrupted: false },
  ]);
});
