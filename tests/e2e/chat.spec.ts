import type { Locator } from '@playwright/test';
import { sessionScreenMessages } from '../support/english-texts';
import { createOnboardedAccount, expectToast } from '../support/browser/account';
import { shoot } from '../support/browser/screenshots';
import { endSession } from '../support/browser/start-session';
import { expect, test, type SessionServer } from '../support/browser/session-test';

const GREETING = "Hello! I'm here to listen and support you. How are you feeling today?";

/** The session row and its saved messages, read from the server's database. */
async function savedChat(server: SessionServer, email: string) {
  const session = await server.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.title', 'sessions.surface', 'sessions.type', 'sessions.mood_after', 'sessions.ended_at'])
    .where('users.email', '=', email)
    .orderBy('sessions.created_at', 'desc')
    .executeTakeFirstOrThrow();
  const messages = await server.db
    .selectFrom('session_messages')
    .select(['role', 'content'])
    .where('session_id', '=', session.id)
    .orderBy('ordinal')
    .execute();
  return { session, messages };
}

/** Every length the reply had while it streamed, read from the page every 20 ms until it is done. */
async function replyLengthsWhileStreaming(reply: Locator): Promise<number[]> {
  const lengths: number[] = [];
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const [status, text] = await Promise.all([reply.getAttribute('data-status'), reply.locator('p').textContent()]);
    const length = text?.length ?? 0;
    if (length > 0 && lengths.at(-1) !== length) lengths.push(length);
    if (status === 'done') return lengths;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The reply never finished');
}

test.describe('text chat against the OpenAI API (fake, streaming 5 tokens a second)', () => {
  test.use({ serverOptions: { ai: 'openai', latencies: { tokensPerSecond: 5 } } });

  test('streams the reply token by token, saves both messages, clears, and ends with a mood', async ({ page, server }) => {
    const account = await createOnboardedAccount(page, 'chat');
    await page.goto('/dashboard/chat');
    await expect(page.getByRole('heading', { name: 'Text Chat' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Conversation' })).toContainText(GREETING);
    const box = page.getByLabel('Message');
    await expect(box).toBeDisabled();

    await page.getByRole('button', { name: 'Start Session' }).click();
    // One chat, one name: the same default title as a text chat from Start a Session.
    await expect(page.getByTestId('session-title')).toContainText(/^Session /);
    await expect(box).toBeEnabled();
    const send = page.getByRole('button', { name: 'Send' });
    await box.fill('   ');
    await expect(send).toBeDisabled();
    await box.press('Enter');
    await expect(page.locator('[data-role="user"]')).toHaveCount(0);

    await box.fill('Work has been overwhelming');
    await box.press('Shift+Enter');
    await box.pressSequentially('and I feel tired.');
    await expect(box).toHaveValue('Work has been overwhelming\nand I feel tired.');
    await expect(page.locator('[data-role="user"]')).toHaveCount(0);

    await box.press('Enter');
    await expect(box).toHaveValue('');
    const user = page.locator('[data-role="user"]');
    await expect(user).toHaveAttribute('data-status', 'sent');
    await expect(user).toContainText('Work has been overwhelming');
    const reply = page.locator('[data-role="assistant"][data-turn-id]');
    await expect(reply).toHaveAttribute('data-status', 'streaming');
    const streamed = replyLengthsWhileStreaming(reply);
    // While the reply streams, sending waits.
    await box.fill('One more thing');
    await expect(send).toBeDisabled();
    const lengths = await streamed;
    await expect(send).toBeEnabled();
    const expected = 'I hear you. You said 8 words about how you feel. What feels heaviest right now?';
    await expect(reply).toContainText(expected);
    // Seen growing a word at a time, not appearing whole.
    expect(lengths.length).toBeGreaterThanOrEqual(8);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));

    const { session, messages } = await savedChat(server, account.email);
    expect(session).toMatchObject({ surface: 'chat', type: 'chat', ended_at: null });
    expect(messages).toEqual([
      { role: 'user', content: 'Work has been overwhelming\nand I feel tired.' },
      { role: 'assistant', content: expected },
    ]);

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.locator('[data-role="user"]')).toHaveCount(0);
    // Only the screen is cleared, and the person is told so.
    await expectToast(page, sessionScreenMessages.clearedTitle, sessionScreenMessages.cleared);
    expect((await savedChat(server, account.email)).messages).toHaveLength(2);
    await expect(page.getByRole('list', { name: 'Conversation' })).toContainText(GREETING);

    // Closure: the recap says how it went and stands in for the panel until another chat starts.
    const recap = await endSession(page, 'End Session', 'Better');
    await expect(recap.getByTestId('recap-moods')).toHaveText('After: Better');
    await expect(recap.getByTestId('recap-summary')).not.toContainText('being written', { timeout: 20_000 });
    await expect(recap.getByTestId('recap-exercise').getByRole('link')).toHaveAttribute('href', '/dashboard/selfcare/mindful-activity');
    await expect(recap.getByTestId('recap-help')).toHaveCount(0);
    await shoot(page, 'chat-recap');
    await recap.getByRole('button', { name: 'Start another chat' }).click();
    await expect(page.getByRole('button', { name: 'Start Session' })).toBeVisible();
    await expect(box).toBeDisabled();
    await expect.poll(async () => (await savedChat(server, account.email)).session.mood_after).toBe('better');
    expect((await savedChat(server, account.email)).session.ended_at).not.toBeNull();
  });
});

test.describe('text chat when the OpenAI API fails', () => {
  test.use({ serverOptions: { ai: 'openai' } });

  test('answers with the gentle fallback, and the next message goes through once the API is back', async ({ page, server }) => {
    await createOnboardedAccount(page, 'chat-failure');
    server.fake?.setFailure('chat', 500);
    await page.goto('/dashboard/chat');
    await page.getByRole('button', { name: 'Start Session' }).click();
    const box = page.getByLabel('Message');
    await box.fill('Is anyone there?');
    await box.press('Enter');
    const replies = page.locator('[data-role="assistant"][data-turn-id]');
    await expect(replies.first()).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    await expect(replies.first().locator('p')).toHaveText("I'm having trouble processing your message right now. Please try again.");
    await expect(page.locator('[data-role="user"]')).toHaveAttribute('data-status', 'sent');

    server.fake?.setFailure('chat', undefined);
    await box.fill('Trying again now');
    await box.press('Enter');
    await expect(replies.nth(1)).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    await expect(replies.nth(1).locator('p')).toHaveText(/^I hear you\./);
  });
});

test.describe('text chat with the offline companion', () => {
  test('answers in the chat panel (filling the screen under the notices, the message box in view at 1280x800 and on a 375 px phone) and shows help lines when needed', async ({ page, server }) => {
    const account = await createOnboardedAccount(page, 'chat-offline');
    await page.goto('/dashboard/chat');
    await page.getByRole('button', { name: 'Start Session' }).click();
    const box = page.getByLabel('Message');
    await box.fill('I feel so anxious about tomorrow.');
    await page.getByRole('button', { name: 'Send' }).click();
    const reply = page.locator('[data-role="assistant"][data-turn-id]');
    await expect(reply).toHaveAttribute('data-status', 'done');
    await expect(reply).not.toBeEmpty();
    const panel = page.locator('form').filter({ has: box }).locator('..');
    const height = (await panel.boundingBox())!.height;
    expect(height).toBeGreaterThan(450);
    await expect(box).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Send' })).toBeInViewport({ ratio: 1 });

    await page.setViewportSize({ width: 375, height: 740 });
    await expect(box).toBeInViewport();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    const { messages } = await savedChat(server, account.email);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]?.content).toBe(await reply.locator('p').innerText());

    // A message that sounds like danger brings the help lines up beside the reply.
    await box.fill('Some nights I want to hurt myself.');
    await box.press('Enter');
    const help = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'You are not alone' }) });
    await expect(help).toContainText('988 Suicide & Crisis Lifeline');
    await expect(help).toContainText('Call or text 988');
    await expect(reply.nth(1)).toHaveAttribute('data-status', 'done');
    // Once read, the card folds to one line that keeps a number to call, and the box is in view again.
    await help.getByRole('button', { name: 'Fold help lines to one line' }).click();
    // Folding is the person's own act: a region now, not announced again, the keyboard on its new button.
    const folded = page.getByRole('region', { name: 'You are not alone' });
    await expect(folded.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\d+$/);
    await expect(folded.getByRole('button', { name: 'Show all help lines' })).toBeFocused();
    await expect(box).toBeInViewport();
    await shoot(page, 'chat-help-folded');
    await folded.getByRole('button', { name: 'Show all help lines' }).click();
    await expect(help).toContainText('Call or text 988');
    await expect(help.getByRole('button', { name: 'Fold help lines to one line' })).toBeFocused();
    await help.getByRole('button', { name: 'Hide help lines' }).click();
    await expect(help).toHaveCount(0);

    // Hidden during the talk, the way to help is in the recap all the same.
    const recap = await endSession(page, 'End Session');
    await expect(recap.getByTestId('recap-help').getByRole('link', { name: 'See help lines' })).toHaveAttribute('href', '/crisis-support');
    await expect(recap.getByTestId('recap-summary')).not.toContainText('being written', { timeout: 20_000 });
    await expect(recap.getByTestId('recap-summary')).not.toContainText(/hope|positive/i);
    await shoot(page, 'chat-recap-risk');
  });
});
