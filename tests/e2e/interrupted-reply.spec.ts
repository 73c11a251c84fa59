import { createOnboardedAccount } from '../support/browser/account';
import { afterSilence, openWithFakeMic, speechFixture } from '../support/browser/fake-mic';
import { expect, test } from '../support/browser/session-test';
import { startSession } from '../support/browser/start-session';

// "Can you tell me about breathing exercises", 1.5 s of silence, "Wait, actually I want to talk about my sister".
const BARGE_IN = afterSilence(speechFixture('barge-in.wav'), 4);

// The first answer's voice is slow to come: the person speaks again before any of it is heard.
test.use({ serverOptions: { ai: 'openai', latencies: { ttsFirstByteMs: 8_000 } } });

test('a reply cut before any of it was said shows as interrupted, live and in the saved session', async ({ playwright, server }) => {
  test.setTimeout(180_000);
  // The question is heard until its reply is asked (a tentative turn may transcribe it more than once), the cut-in after.
  let asked = false;
  server.fake?.configure({
    reply: (said) => {
      if (said.includes('sister')) return 'Of course. Tell me about your sister.';
      asked = true;
      return 'Breathing slowly can help a lot.';
    },
    transcript: () => (asked ? 'Wait, actually I want to talk about my sister' : 'Can you tell me about breathing exercises'),
  });
  const { page, browser } = await openWithFakeMic(playwright, server.url, BARGE_IN, { once: true });
  try {
    await createOnboardedAccount(page, 'cut-before-reply');
    await page.goto('/dashboard/start-session');
    await startSession(page, 'voice', { title: 'Cut short', timeout: 60_000 });

    const conversation = page.getByRole('list', { name: 'Conversation' });
    const cut = conversation.locator('[data-role="assistant"][data-status="interrupted"]');
    await expect(cut).toHaveText(/Interrupted before replying/, { timeout: 30_000 });
    server.fake?.setLatencies({ ttsFirstByteMs: 0 });
    const done = conversation.locator('[data-role="assistant"][data-status="done"]');
    await expect(done.locator('p')).toHaveText('Of course. Tell me about your sister.', { timeout: 30_000 });
    // The conversation reads in order: question, the cut, the next words, the answer.
    await expect(conversation.locator('> li')).toHaveCount(4);
    expect(await conversation.locator('> li').evaluateAll((items) => items.map((li) => `${li.dataset.role}:${li.dataset.status}`))).toEqual([
      'user:sent',
      'assistant:interrupted',
      'user:sent',
      'assistant:done',
    ]);

    await page.getByRole('button', { name: 'End', exact: true }).click();
    await page.getByRole('dialog', { name: 'End this session?' }).getByRole('button', { name: 'End Session' }).click();
    await expect(page.getByRole('heading', { name: 'Session ended' })).toBeVisible();
    await page.getByRole('region', { name: 'Session ended' }).getByRole('link', { name: 'Previous sessions' }).click();
    await page.getByRole('link', { name: /Cut short/ }).first().click();
    const saved = page.getByRole('list', { name: 'Conversation' });
    await expect(saved.locator('> li')).toHaveCount(4);
    await expect(saved.locator('> li').nth(1)).toHaveText('Interrupted before replying');
    await expect(page.getByTestId('full-transcript')).toContainText('AI Assistant: (interrupted before replying)');
  } finally {
    await browser.close();
  }
});
