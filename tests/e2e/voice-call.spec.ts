import type { Page } from '@playwright/test';
import { createOnboardedAccount } from '../support/browser/account';
import { afterSilence, openWithFakeMic, speechFixture } from '../support/browser/fake-mic';
import { expect, test, type SessionServer } from '../support/browser/session-test';
import { startSession } from '../support/browser/start-session';

// "I have been feeling really stressed about work lately and I cannot sleep" (espeak-ng), after 4 s of
// silence (the session starts meanwhile); played once, then the microphone hears silence.
const STRESSED = afterSilence(speechFixture('feeling-stressed.wav'), 4);
// "Can you tell me about breathing exercises", 1.5 s of silence, "Wait, actually I want to talk about my sister".
const BARGE_IN = afterSilence(speechFixture('barge-in.wav'), 4);

async function startVoiceCall(page: Page, title: string): Promise<void> {
  await page.goto('/dashboard/start-session');
  // The detector's model loads on first use: seconds on a busy machine.
  await startSession(page, 'voice', { title, mood: 'Stressed', timeout: 30_000 });
}

async function savedCall(server: SessionServer, email: string) {
  const session = await server.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.type', 'sessions.title', 'sessions.mood_before', 'sessions.voice_seconds', 'sessions.ended_at'])
    .where('users.email', '=', email)
    .executeTakeFirstOrThrow();
  const messages = await server.db
    .selectFrom('session_messages')
    .select(['role', 'content', 'source', 'interrupted'])
    .where('session_id', '=', session.id)
    .orderBy('ordinal')
    .execute();
  return { session, messages };
}

/** Says the sentence, hears the answer, ends the call: the same steps whichever AI provider answers. */
async function fullCall(page: Page, server: SessionServer, heard: RegExp) {
  const account = await createOnboardedAccount(page, 'voice');
  await startVoiceCall(page, 'Evening call');
  const meter = page.getByRole('meter', { name: 'Microphone level' });
  await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 10_000, intervals: [50] }).toBeGreaterThan(20);
  const status = page.locator('[data-voice-status]');

  const user = page.locator('[data-role="user"]');
  await expect(user).toHaveAttribute('data-status', 'sent', { timeout: 30_000 });
  const said = await user.locator('p').innerText();
  expect(said.toLowerCase()).toMatch(heard);
  // The last: the first the companion says is that the built-in companion is answering.
  const reply = page.locator('[data-role="assistant"][data-turn-id]').last();
  await expect(status).toHaveAttribute('data-voice-status', 'speaking', { timeout: 30_000 });
  await expect(reply).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  // Played on the audio clock: seconds of speech really came out of the page.
  await expect(reply).not.toHaveAttribute('data-played-ms', '-1', { timeout: 30_000 });
  expect(Number(await reply.getAttribute('data-played-ms'))).toBeGreaterThan(1_000);
  expect(await reply.getAttribute('data-audio-interrupted')).toBe('false');
  expect(Number(await reply.getAttribute('data-reply-latency-ms'))).toBeGreaterThan(0);
  await expect(status).toHaveAttribute('data-voice-status', 'listening');
  await expect(page.getByTestId('voice-time-left')).toContainText(/Voice time left 1[45]:\d\d/);

  const { session, messages } = await savedCall(server, account.email);
  expect(session).toMatchObject({ type: 'call', title: 'Evening call', mood_before: 'stressed', ended_at: null });
  expect(messages).toEqual([
    { role: 'user', content: said, source: 'voice', interrupted: false },
    { role: 'assistant', content: await reply.locator('p').innerText(), source: 'voice', interrupted: false },
  ]);

  // Switching to text turns the microphone off; back to voice turns it on again.
  const live = page.locator('[data-mic]');
  await expect(live).toHaveAttribute('data-mic', 'on');
  await page.getByRole('button', { name: 'Text', exact: true }).click();
  await expect(live).toHaveAttribute('data-mode', 'text');
  await expect(live).toHaveAttribute('data-mic', 'off');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  await page.getByRole('button', { name: 'Voice', exact: true }).click();
  await expect(live).toHaveAttribute('data-mode', 'voice');
  await expect(live).toHaveAttribute('data-mic', 'on');
  await expect(status).toHaveAttribute('data-voice-status', 'listening');

  await page.getByRole('button', { name: 'End', exact: true }).click();
  await page.getByRole('dialog', { name: 'End this session?' }).getByRole('button', { name: 'End Session' }).click();
  await expect(page.getByRole('heading', { name: 'Session ended' })).toBeVisible();
  const ended = await savedCall(server, account.email);
  expect(ended.session.ended_at).not.toBeNull();
  expect(ended.session.voice_seconds).toBeGreaterThan(0);
}

test('the voice detector’s model and runtime (4 MB) load when the person reaches for a call, not when the screen opens', async ({ page }) => {
  await createOnboardedAccount(page, 'voice-on-intent');
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/vad/')) fetched.push(pathname);
  });
  await page.goto('/dashboard/start-session');
  const voiceChoice = page.getByRole('button', { name: /Voice Call/ });
  await expect(voiceChoice).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  await voiceChoice.hover();
  await expect.poll(() => fetched.filter((pathname) => /\.(onnx|wasm)$/.test(pathname)).sort()).toEqual(['/vad/ort-wasm-simd-threaded.wasm', '/vad/silero_vad_v5.onnx']);
});

test('a voice call on the embedded default: heard by pocketsphinx, answered aloud, both messages saved', async ({ playwright, server }) => {
  test.setTimeout(120_000);
  const { page, browser } = await openWithFakeMic(playwright, server.url, STRESSED, { once: true });
  try {
    await fullCall(page, server, /sleep|lately|stress|work/);
  } finally {
    await browser.close();
  }
});

test('a refused microphone gets a clear message and no session starts', async ({ playwright, server }) => {
  const { page, browser } = await openWithFakeMic(playwright, server.url, STRESSED, { deny: true });
  try {
    const account = await createOnboardedAccount(page, 'voice-denied');
    await page.goto('/dashboard/start-session');
    await page.getByRole('button', { name: /Voice Call/ }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to access microphone. Please check permissions.', { timeout: 30_000 });
    await expect(page.getByRole('button', { name: /Voice Call/ })).toBeEnabled();
    const sessions = await server.db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').select('sessions.id').where('users.email', '=', account.email).execute();
    expect(sessions).toEqual([]);
  } finally {
    await browser.close();
  }
});

test.describe('against the OpenAI API (tests/support/fakes/openai, the real openai SDK)', () => {
  test.use({ serverOptions: { ai: 'openai' } });

  test('the same voice call: transcribed, answered aloud, both messages saved', async ({ playwright, server }) => {
    test.setTimeout(120_000);
    const { page, browser } = await openWithFakeMic(playwright, server.url, STRESSED, { once: true });
    // The types of the messages the page sends on its socket, in order.
    await page.addInitScript({
      content: `(() => {
        const sent = (window.__sentTypes = []);
        const send = WebSocket.prototype.send;
        WebSocket.prototype.send = function (data) {
          if (typeof data === 'string') sent.push(JSON.parse(data).type);
          return send.call(this, data);
        };
      })();`,
    });
    try {
      await fullCall(page, server, /^i have been feeling really stressed about work lately$/);
      const transcriptions = server.fake?.requests.filter((r) => r.route === 'transcription') ?? [];
      // The server sent the browser's Opus audio on: seconds of it, not an empty file.
      expect((transcriptions[0]?.body as { file: Uint8Array }).file.byteLength).toBeGreaterThan(10_000);
      // A tentative turn: the page paused before it committed, and a held turn was the one answered: each
      // pause transcribed what was said so far (once), the commit nothing more.
      const sent = await page.evaluate<string[]>('window.__sentTypes');
      expect(sent.indexOf('input_audio.pause')).toBeGreaterThan(-1);
      expect(sent.indexOf('input_audio.pause')).toBeLessThan(sent.indexOf('input_audio.commit'));
      expect(transcriptions.length).toBeLessThanOrEqual(sent.filter((type) => type === 'input_audio.pause').length);
    } finally {
      await browser.close();
    }
  });

  test('speaking over the companion stops its voice at once and the talk goes on', async ({ playwright, server }) => {
    test.setTimeout(120_000);
    // The first answer is long enough (about 12 s of speech) to still be playing when the person cuts in,
    // and its first sentence (about 5 s) to be the one playing then, however late the reply started.
    const firstReply =
      'Breathing exercises can help a lot when everything feels like too much at once. One simple way is to breathe in for four counts, hold for four, and breathe out for six.';
    // The question is heard until its reply is asked (a tentative turn may transcribe it more than once), the cut-in after.
    let asked = false;
    server.fake?.configure({
      reply: (said) => {
        if (said.includes('sister')) return 'Of course. Tell me about your sister.';
        asked = true;
        return firstReply;
      },
      transcript: () => (asked ? 'Wait, actually I want to talk about my sister' : 'Can you tell me about breathing exercises'),
    });
    const { page, browser } = await openWithFakeMic(playwright, server.url, BARGE_IN, { once: true });
    try {
      const account = await createOnboardedAccount(page, 'barge-in');
      await startVoiceCall(page, 'Barge-in');
      const replies = page.locator('[data-role="assistant"][data-turn-id]');
      await expect(replies.first()).toHaveAttribute('data-audio-interrupted', 'true', { timeout: 30_000 });
      await expect(page.locator('[data-voice-status]')).toHaveAttribute('data-barge-ins', '1');
      const cutAfterMs = Number(await replies.first().getAttribute('data-played-ms'));
      expect(cutAfterMs).toBeGreaterThan(0);
      expect(cutAfterMs).toBeLessThan(8_000);
      await expect(replies.first()).toHaveAttribute('data-status', 'interrupted');
      await expect(replies.nth(1)).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
      await expect(replies.nth(1).locator('p')).toHaveText('Of course. Tell me about your sister.');

      const { messages } = await savedCall(server, account.email);
      expect(messages.map((m) => [m.role, m.interrupted])).toEqual([
        ['user', false],
        ['assistant', true],
        ['user', false],
        ['assistant', false],
      ]);
      // Only what was sent before the cut is kept, and it is what the page showed.
      const kept = messages[1]?.content ?? '';
      expect(kept).toBe(await replies.first().locator('p').innerText());
      expect(firstReply.startsWith(kept)).toBe(true);
      expect(kept.length).toBeLessThan(firstReply.length);
    } finally {
      await browser.close();
    }
  });
});
