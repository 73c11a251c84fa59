import { recogniserSettings } from '../support/fake-recogniser';
import { createOnboardedAccount, postJson } from '../support/browser/account';
import { shoot } from '../support/browser/screenshots';
import { expect, test } from '../support/browser/session-test';
import { startSession } from '../support/browser/start-session';
import { textOf } from '../support/browser/texts';

const settings = recogniserSettings();
/** Said only where there is something to switch to. */
const CAN_SWITCH = 'You can switch at any time.';
/** What only whoever runs the server needs: never on a person's screen. */
const OPERATOR_TEXT = /pocketsphinx|apt-get|OPENAI_API_KEY|AI_BASE_URL|PATH/;

test.describe('a server without speech recognition', () => {
  test.use({ serverOptions: { ai: 'offline', env: settings.missingProgram } });

  test('shows Voice Call as unavailable with a plain sentence, and text chat still starts', async ({ page }) => {
    await createOnboardedAccount(page, 'no-voice');
    await page.goto('/dashboard/start-session');
    const voice = page.getByRole('button', { name: /Voice Call/ });
    await expect(voice).toBeDisabled();
    await expect(voice).toContainText('Unavailable');
    await expect(voice).toContainText("Voice calls aren't available right now. You can still chat by text.");
    await expect(page.locator('main')).not.toContainText(OPERATOR_TEXT);
    await expect(page.getByText('How would you like to talk today?')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(CAN_SWITCH);
    await shoot(page, 'start-session-voice-unavailable');

    await startSession(page, 'text', { title: 'Typing today' });
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('I would rather write things down today.');
    await box.press('Enter');
    await expect(page.locator('[data-role="assistant"][data-turn-id]')).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  });

  test('the overview offers no voice minutes nobody can use, and says why', async ({ page }) => {
    await createOnboardedAccount(page, 'no-voice-overview');
    await page.goto('/dashboard');
    const card = page.getByTestId('voice-time');
    await expect(card.getByTestId('voice-unavailable')).toHaveText("Voice calls aren't available right now. You can still chat by text.");
    await expect(card).not.toContainText('left today');
    await shoot(page, 'overview-voice-unavailable');
  });
});

test.describe('a server with English-only offline recognition', () => {
  test.use({ serverOptions: { ai: 'offline', env: settings.installed } });

  test('offers Voice Call in English, and says it only understands English to a Spanish speaker', async ({ page }) => {
    await createOnboardedAccount(page, 'voice-language');
    await page.goto('/dashboard/start-session');
    const voice = page.getByRole('button', { name: /Voice Call/ });
    await expect(page.getByRole('button', { name: /Text Chat/ })).toBeEnabled();
    await expect(voice).toBeEnabled();
    await expect(voice).not.toContainText('Unavailable');
    await expect(page.locator('main')).toContainText(CAN_SWITCH);

    const spanish = await postJson(page.request, '/api/profile/onboarding', {
      fullName: 'Robin Calloway',
      preferredLanguage: 'es',
      voicePreference: 'warm',
      timezone: 'UTC',
    });
    expect(spanish.status()).toBe(200);
    await page.reload();
    // The page now speaks the profile's Spanish.
    const es = (key: string) => textOf('es', 'session', key);
    const voz = page.getByRole('button', { name: new RegExp(es('modeChoice.voiceTitle')) });
    await expect(voz).toBeDisabled();
    await expect(voz).toContainText(textOf('es', 'common', 'voice.unavailableInLanguage'));
    await expect(page.locator('main')).not.toContainText(CAN_SWITCH);
    await expect(page.locator('main')).not.toContainText(OPERATOR_TEXT);

    // In the chat, no voice minutes are offered and Voice cannot be chosen; the reason is said.
    await page.getByRole('button', { name: new RegExp(es('modeChoice.textTitle')) }).click();
    await expect(page.getByTestId('session-title')).toBeVisible({ timeout: 30_000 });
    const mode = page.getByRole('group', { name: es('live.modes') });
    await expect(mode.getByRole('button', { name: es('live.voice'), exact: true })).toBeDisabled();
    await expect(page.getByTestId('voice-unavailable-note')).toHaveText(textOf('es', 'common', 'voice.unavailableInLanguage'));
    await expect(page.locator('main')).not.toContainText(es('live.voiceTimeLeft').split('<')[0]!.trim());
    await shoot(page, 'chat-voice-unavailable-in-language');
  });
});
