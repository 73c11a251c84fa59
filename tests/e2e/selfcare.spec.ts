import type { Page } from '@playwright/test';
import { createOnboardedAccount, expectToast, logInViaApi } from '../support/browser/account';
import { expect, test } from '../support/browser/session-test';
import { shoot } from '../support/browser/screenshots';

// The browser's clock is Playwright's: it starts at `start`, then (for the timed exercises) stands still
// from `paused` on, so the timers move only when a test runs them (`runFor` fires every tick;
// `fastForward` jumps, like a tab coming back from the background).
const start = new Date('2026-11-24T12:00:00');
const paused = new Date('2026-11-24T12:01:00');

async function openExercise(page: Page, label: string, url: string, { pause = true } = {}) {
  await createOnboardedAccount(page, label);
  await page.clock.install({ time: start });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (pause) await page.clock.pauseAt(paused);
}

const announcement = (page: Page) => page.getByTestId('exercise-announcement');

test('the overview and the sidebar lead to the four exercises, each with a way back', async ({ page }) => {
  await createOnboardedAccount(page, 'selfcare-links');
  await page.goto('/dashboard');
  const shortcuts = page.getByRole('navigation', { name: 'Self-care exercises' });
  await shortcuts.getByRole('link', { name: /Guided Breathing/ }).click();
  await expect(page).toHaveURL('/dashboard/selfcare/guided-breathing');
  await expect(page.getByRole('heading', { level: 1, name: 'Guided Breathing' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Self-Care' }).click();
  await expect(page).toHaveURL('/dashboard/selfcare');

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Self-Care' }).click();
  for (const [title, slug] of [
    ['Timed Stretching', 'timed-stretching'],
    ['Reflection Journal', 'reflection-journal'],
    ['Mindful Activity', 'mindful-activity'],
  ] as const) {
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(`/dashboard/selfcare/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Self-Care' }).click();
  }
  await page.goto('/dashboard/selfcare/juggling');
  await expect(page.getByRole('heading', { name: 'Exercise not found' })).toBeVisible();
});

test('guided breathing: prepare, inhale, hold, exhale, counting cycles, catching up after the background, and reset', async ({ page }) => {
  await openExercise(page, 'breathing', '/dashboard/selfcare/guided-breathing');
  const phase = page.getByTestId('breathing-phase');
  const seconds = page.getByTestId('breathing-seconds');
  const cycles = page.getByTestId('breathing-cycles');
  await expect(phase).toHaveText('Prepare');
  await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();

  await page.getByRole('button', { name: 'Start' }).press('Enter');
  await expect(announcement(page)).toHaveText(/^Prepare\./);
  await expect(seconds).toHaveText('3');
  await page.clock.runFor(3_000);
  await expect(phase).toHaveText('Inhale');
  await expect(seconds).toHaveText('4');
  await expect(announcement(page)).toHaveText(/^Inhale, cycle 1\./);
  await page.clock.runFor(4_000);
  await expect(phase).toHaveText('Hold');
  await page.clock.runFor(4_000);
  await expect(phase).toHaveText('Exhale');
  await expect(seconds).toHaveText('6');
  await page.clock.runFor(6_000);
  await expect(phase).toHaveText('Inhale');
  await expect(cycles).toHaveText('1');
  await expect(announcement(page)).toHaveText(/^Inhale, cycle 2\./);

  // Pausing holds everything; time away does not count.
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.clock.runFor(30_000);
  await expect(phase).toHaveText('Inhale');
  await expect(announcement(page)).toHaveText('Paused');
  await page.getByRole('button', { name: 'Resume' }).click();

  // 30 s in the background at once: 47 s in all lands 2 s into the fourth inhale, three cycles done.
  await page.clock.fastForward(30_000);
  await expect(cycles).toHaveText('3');
  await expect(phase).toHaveText('Inhale');
  await expect(seconds).toHaveText('2');

  await page.getByRole('button', { name: 'Reset' }).click();
  // Sonner shows a toast on its next timer tick.
  await page.clock.runFor(100);
  await expectToast(page, 'Exercise completed', 'You completed 3 breathing cycles.');
  await expect(phase).toHaveText('Prepare');
  await expect(cycles).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
});

test('the breathing circle grows and shrinks, except when reduced motion is asked for', async ({ page }) => {
  await openExercise(page, 'breathing-motion', '/dashboard/selfcare/guided-breathing');
  const circle = page.getByTestId('breathing-circle');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(circle).toHaveCSS('scale', '0.55');
  await page.clock.runFor(9_000);
  await expect(page.getByTestId('breathing-phase')).toHaveText('Hold');
  await expect(circle).toHaveCSS('scale', '1');
  await page.clock.runFor(5_000);
  await expect(page.getByTestId('breathing-phase')).toHaveText('Exhale');
  await expect(circle).toHaveCSS('scale', /^0\.\d+$/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(circle).toHaveCSS('scale', 'none');
});

test('timed stretching: five 30-second stretches that advance by themselves, with pause, skip and reset', async ({ page }) => {
  await openExercise(page, 'stretching', '/dashboard/selfcare/timed-stretching');
  const name = page.getByTestId('stretch-name');
  const countdown = page.getByTestId('stretch-countdown');
  await expect(name).toHaveText('Neck Rolls');
  await expect(countdown).toHaveText('0:30');

  await page.getByRole('button', { name: 'Start' }).click();
  await page.clock.runFor(10_000);
  await expect(countdown).toHaveText('0:20');
  await page.clock.runFor(20_000);
  await expect(name).toHaveText('Shoulder Stretches');
  await expect(announcement(page)).toHaveText('Shoulder Stretches. Stretch 2 of 5.');

  await page.getByRole('button', { name: 'Pause' }).click();
  await page.clock.runFor(60_000);
  await expect(name).toHaveText('Shoulder Stretches');
  await expect(countdown).toHaveText('0:30');
  await page.getByRole('button', { name: 'Resume' }).click();

  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(name).toHaveText('Wrist Flexion/Extension');
  await expect(page.getByRole('list', { name: 'Stretches' }).locator('[aria-current="step"]')).toContainText('Wrist Flexion/Extension');

  // Back from the background 65 s later: Side Bends is over and Deep Breathing has 25 s left.
  await page.clock.fastForward(65_000);
  await expect(name).toHaveText('Deep Breathing');
  await expect(countdown).toHaveText('0:25');
  await page.clock.runFor(25_000);
  await expect(page.getByRole('heading', { name: 'Stretching complete' })).toBeVisible();

  await page.getByRole('button', { name: 'Start Again' }).click();
  await expect(name).toHaveText('Neck Rolls');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.clock.runFor(5_000);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(countdown).toHaveText('0:30');
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
});

test('mindful activity: five timed steps with Next and Previous, Complete on the last, then Start Again', async ({ page }) => {
  await openExercise(page, 'mindful', '/dashboard/selfcare/mindful-activity');
  await page.getByRole('button', { name: 'Begin' }).click();
  const title = page.getByTestId('mindful-step-title');
  const countdown = page.getByTestId('mindful-countdown');
  await expect(title).toHaveText('Gather and arrive');
  await expect(countdown).toHaveText('1:00');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await page.clock.runFor(20_000);
  await page.getByRole('button', { name: 'Pause timer' }).click();
  await page.clock.runFor(30_000);
  await expect(countdown).toHaveText('0:40');
  await page.getByRole('button', { name: 'Resume timer' }).click();
  await page.clock.runFor(40_000);
  await expect(countdown).toHaveText('0:00');
  await expect(page.getByText('Time is up for this step. Move on whenever you are ready.')).toBeVisible();
  await expect(title).toHaveText('Gather and arrive');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(title).toHaveText('Wash and prepare');
  await expect(countdown).toHaveText('2:00');
  await expect(announcement(page)).toHaveText('Step 2 of 5: Wash and prepare.');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(title).toHaveText('Gather and arrive');
  await expect(countdown).toHaveText('1:00');

  const laterSteps = [
    ['Wash and prepare', '2:00'],
    ['Chop with attention', '3:00'],
    ['Cook with your senses', '3:00'],
    ['Plate and savour', '2:00'],
  ] as const;
  for (const [step, time] of laterSteps) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(title).toHaveText(step);
    await expect(countdown).toHaveText(time);
  }
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByRole('heading', { name: 'Mindful activity complete' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Again' }).click();
  await expect(page.getByRole('button', { name: 'Begin' })).toBeVisible();
});

test('the reflection journal refuses an empty save, keeps a saved entry across a reload, and deletes it', async ({ page }) => {
  // No timers to drive here: the clock only fixes the date, and runs on so the toasts come and go.
  await openExercise(page, 'journal', '/dashboard/selfcare/reflection-journal', { pause: false });
  const title = page.getByLabel('Title');
  await expect(title).toHaveValue('Reflection - November 24, 2026');
  await expect(page.getByText('No saved reflections yet.')).toBeVisible();

  await page.getByLabel('How are you feeling right now, in a few words?').fill('   ');
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expectToast(page, "Can't save empty journal", 'Please answer at least one prompt before saving.');

  await page.getByLabel('How are you feeling right now, in a few words?').fill('Tired, but lighter than this morning.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('journal-position')).toHaveText('Prompt 2 of 10');
  await page.getByLabel('What has been on your mind most today?').fill('The move next week.');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('How are you feeling right now, in a few words?')).toHaveValue('Tired, but lighter than this morning.');
  await title.fill('A slower evening');
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expectToast(page, 'Journal saved', 'Your reflection is kept on this device only.');
  await expect(title).toHaveValue('Reflection - November 24, 2026');
  await expect(page.getByTestId('journal-position')).toHaveText('Prompt 1 of 10');
  await expect(page.getByLabel('How are you feeling right now, in a few words?')).toHaveValue('');

  await page.reload();
  const entry = page.getByTestId('journal-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('A slower evening');
  await expect(entry).toContainText('2 answers');
  await entry.locator('summary').click();
  await expect(entry).toContainText('The move next week.');

  await entry.getByRole('button', { name: 'Delete A slower evening' }).click();
  await expect(entry).toHaveCount(0);
  await page.locator('[data-sonner-toast]').filter({ hasText: 'Entry deleted' }).getByRole('button', { name: 'Undo' }).click();
  await expect(entry).toHaveCount(1);
  await entry.locator('summary').click();
  await entry.getByRole('button', { name: 'Delete A slower evening' }).click();
  await page.reload();
  await expect(page.getByText('No saved reflections yet.')).toBeVisible();
});

test('the journal moves to the account, where another browser and the data download find it, and back to this device', async ({ page, browser }) => {
  const account = await createOnboardedAccount(page, 'journal-account');
  await page.goto('/dashboard/selfcare/reflection-journal');
  const feeling = page.getByLabel('How are you feeling right now, in a few words?');
  const title = page.getByLabel('Title');
  const entries = page.getByTestId('journal-entry');
  const deviceJournal = () =>
    page.evaluate<unknown[]>(`Object.keys(localStorage).filter((key) => key.startsWith('solace.journal.')).map((key) => JSON.parse(localStorage.getItem(key)))`);

  await title.fill('Written on the laptop');
  await feeling.fill('Calmer after the walk by the canal.');
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expectToast(page, 'Journal saved', 'Your reflection is kept on this device only.');
  await expect(page.getByTestId('journal-kept')).toHaveText('Saved on this device only');

  await page.getByRole('button', { name: 'Keep with my account instead' }).click();
  const toAccount = page.getByRole('dialog', { name: 'Keep your journal with your account?' });
  await expect(toAccount).toContainText(
    'Your reflection moves from this browser to your account: encrypted at rest, on every device you sign in on, in your data download, and deleted with your account. This browser keeps no copy.',
  );
  await shoot(page, 'journal-move-to-account');
  await toAccount.getByRole('button', { name: 'Move to my account' }).click();
  await expectToast(page, 'Your journal is now kept with your account');
  await expect(page.getByTestId('journal-kept')).toHaveText('Kept with your account, encrypted at rest');
  await expect(entries).toHaveCount(1);
  expect(await deviceJournal()).toEqual([]);

  await title.fill('Written later');
  await feeling.fill('Tired but steady.');
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expectToast(page, 'Journal saved', 'Your reflection is kept with your account, encrypted at rest.');
  await expect(entries).toHaveCount(2);
  await shoot(page, 'journal-with-account');

  // A reflection this browser still holds (saved here before another device moved the journal) can join.
  const userId = ((await (await page.request.get('/api/me')).json()) as { user: { id: string } }).user.id;
  const leftBehind = { id: '6f1d2b0c-8a4e-4c3b-9d2e-1f0a9b8c7d6e', title: 'Left on the laptop', date: '2026-11-01T20:00:00.000Z', responses: [{ prompt: 'How?', response: 'Fine' }] };
  await page.evaluate(`localStorage.setItem('solace.journal.' + ${JSON.stringify(userId)}, ${JSON.stringify(JSON.stringify([leftBehind]))})`);
  await page.reload();
  await expect(page.getByTestId('journal-device-only')).toHaveText(/^1 reflection is still only on this device\. Add it to your account$/);
  await shoot(page, 'journal-device-only');
  await page.getByRole('button', { name: 'Add it to your account' }).click();
  await expectToast(page, 'Added to your account');
  await expect(page.getByTestId('journal-device-only')).toHaveCount(0);
  await expect(entries).toHaveCount(3);
  expect(await deviceJournal()).toEqual([]);

  // Another browser of the same person reads it; so does their data download.
  const phone = await browser.newPage();
  await logInViaApi(phone, account);
  await phone.goto('/dashboard/selfcare/reflection-journal');
  await expect(phone.getByTestId('journal-entry')).toHaveCount(3);
  await expect(phone.getByTestId('journal-entry').last()).toContainText('Left on the laptop');
  await phone.close();
  const exported = await (await page.request.get('/api/privacy/export')).json();
  expect(exported.journalEntries.map((e: { title: string }) => e.title)).toEqual(['Left on the laptop', 'Written on the laptop', 'Written later']);

  await page.getByRole('button', { name: 'Keep on this device instead' }).click();
  const toDevice = page.getByRole('dialog', { name: 'Keep your journal on this device only?' });
  await expect(toDevice).toContainText('Your 3 reflections are saved in this browser, then deleted from your account.');
  await toDevice.getByRole('button', { name: 'Move to this device' }).click();
  await expectToast(page, 'Your journal is now kept on this device only');
  await expect(page.getByTestId('journal-kept')).toHaveText('Saved on this device only');
  await page.reload();
  await expect(entries).toHaveCount(3);
  expect(await deviceJournal()).toEqual([
    [expect.objectContaining({ title: 'Written later' }), expect.objectContaining({ title: 'Written on the laptop' }), expect.objectContaining({ title: 'Left on the laptop' })],
  ]);
  expect((await (await page.request.get('/api/privacy/export')).json()).journalEntries).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('every self-care page fits the screen', async ({ page }) => {
    await createOnboardedAccount(page, 'selfcare-phone');
    for (const slug of ['', '/guided-breathing', '/timed-stretching', '/reflection-journal', '/mindful-activity']) {
      await page.goto(`/dashboard/selfcare${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    }
  });

  test('the stretching Start button is in view without scrolling', async ({ page }) => {
    await createOnboardedAccount(page, 'stretch-phone');
    await page.goto('/dashboard/selfcare/timed-stretching');
    const start = page.getByRole('button', { name: 'Start' });
    await expect(start).toBeInViewport();
    await shoot(page, 'stretching-phone');
  });
});
