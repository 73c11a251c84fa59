import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { chromiumArgs } from './playwright.config';
import { createOnboardedAccount } from '../support/browser/account';
import { shoot } from '../support/browser/screenshots';

// Two spoken sentences of about 3.2 s each: 1 s of silence, a sentence, 1.5 s of silence, a
// sentence, 2 s of silence (tests/e2e/fixtures/generate.sh). `%noloop` plays it once.
const fixture = path.resolve(import.meta.dirname, 'fixtures/two-sentences.wav');

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...chromiumArgs,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${fixture}%noloop`,
    ],
  },
});

const numberAttribute = async (locator: Locator, name: string) => Number(await locator.getAttribute(name));

test('the sound check hears two sentences as two utterances and plays them back', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/sound-check');
  await expect(page.getByRole('heading', { name: 'Check your microphone and speakers' })).toBeVisible();
  const playBack = page.getByRole('button', { name: 'Play back what I said' });
  await expect(playBack).toBeDisabled();

  await page.getByRole('button', { name: 'Start' }).click();
  // The detector's model and runtime load on first use: seconds on a busy machine.
  await expect(page.locator('[data-status]')).toHaveAttribute('data-status', 'listening', { timeout: 30_000 });

  const meter = page.getByRole('meter', { name: 'Microphone level' });
  await expect.poll(() => numberAttribute(meter, 'aria-valuenow'), { timeout: 10_000, intervals: [50] }).toBeGreaterThan(20);

  const utterances = page.getByRole('list', { name: 'What we heard' }).getByRole('listitem');
  await expect(utterances).toHaveCount(2, { timeout: 20_000 });
  // The trailing silence must not produce a third utterance.
  await page.waitForTimeout(2_000);
  await expect(utterances).toHaveCount(2);
  await expect.poll(() => numberAttribute(meter, 'aria-valuenow')).toBeLessThan(5);

  let heardMs = 0;
  for (const utterance of await utterances.all()) {
    const durationMs = await numberAttribute(utterance, 'data-duration-ms');
    const packets = await numberAttribute(utterance, 'data-packets');
    const preSpeech = await numberAttribute(utterance, 'data-pre-speech-packets');
    // Each sentence is about 3.1 s of speech, plus pre-speech audio and the 600 ms the detector waits.
    expect(durationMs).toBeGreaterThan(2_800);
    expect(durationMs).toBeLessThan(5_500);
    // 20 ms Opus packets, the ones from before the detector noticed speech included.
    expect(Math.abs(packets * 20 - durationMs)).toBeLessThanOrEqual(20);
    expect(preSpeech).toBeGreaterThanOrEqual(10);
    heardMs += durationMs;
  }

  await playBack.click();
  const playback = page.locator('[data-playback-status]');
  await expect(playback).toHaveAttribute('data-playback-status', 'playing');
  await expect(playback).toHaveAttribute('data-playback-status', 'ended', { timeout: 20_000 });
  const playedMs = await numberAttribute(playback, 'data-played-ms');
  // Played on the audio clock, so it matches what was captured only if it really played.
  expect(playedMs).toBeGreaterThan(heardMs * 0.95);
  expect(playedMs).toBeLessThan(heardMs * 1.05);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the sound check says how to fix a refused microphone', async ({ playwright, baseURL }) => {
  // Without the fake permission prompt the browser refuses the microphone, as if the person said no.
  const browser = await playwright.chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--deny-permission-prompts'],
  });
  try {
    const page = await browser.newPage({ baseURL });
    await page.goto('/sound-check');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to access microphone. Please check permissions.', {
      timeout: 30_000,
    });
    await expect(page.locator('[data-status]')).toHaveAttribute('data-status', 'failed');
    await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  } finally {
    await browser.close();
  }
});

test('starting a voice call offers the sound check, and the sound check leads back', async ({ page }) => {
  await createOnboardedAccount(page, 'sound-check-link');
  await page.goto('/dashboard/start-session');
  await shoot(page, 'voice-start-sound-check');
  await page.getByRole('main').getByRole('link', { name: 'Try a sound check' }).click();
  await expect(page).toHaveURL('/sound-check');
  await page.getByRole('link', { name: 'Back to start a session' }).click();
  await expect(page).toHaveURL('/dashboard/start-session');
});
