import { createOnboardedAccount } from '../support/browser/account';
import { expect, test } from '../support/browser/session-test';

test('the first two Tab stops of a public page go past the menus to the page, or to the crisis lines', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Tab');
  const help = page.getByRole('link', { name: 'Get help now' }).first();
  await expect(help).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/crisis-support$/);
  // Arrived on the crisis page, focus is on its heading, so a screen reader reads where the person is.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // Opened directly, its second skip link goes straight to the lines (once the app has drawn over the
  // page sent drawn: a focus taken before that is lost when it does).
  await page.goto('/crisis-support');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Get help now' }).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/crisis-support#lines$/);
});

test('signed in: skip to the page in one press, and every page reached from the menu takes focus to its heading', async ({ page }) => {
  await createOnboardedAccount(page, 'keyboard-nav');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // The first stop inside the page: the way to crisis lines at its top, not the sidebar.
  await expect(page.locator('main :focus')).toHaveText('Get help now');

  const nav = page.getByRole('navigation').first();
  for (const [name, heading] of [['Mood Tracker', 'Mood Tracker'], ['Settings', 'Settings'], ['Previous Sessions', 'Your Sessions']] as const) {
    await nav.getByRole('link', { name }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  }
});

test('a mood check-in by keyboard alone: the emotions are one Tab stop with arrows between them, and saving takes focus to the result', async ({ page }) => {
  await createOnboardedAccount(page, 'keyboard-mood');
  await page.goto('/dashboard/mood-tracker');
  const emotions = page.getByRole('toolbar', { name: 'Emotions' });
  await expect(emotions.getByRole('button').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // skip to the page
  await page.keyboard.press('Tab'); // Get help now
  await page.keyboard.press('Tab');
  await expect(emotions.getByRole('button', { name: 'Anger', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(emotions.getByRole('button', { name: 'Scared', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  // The arrow moves focus on the next tick: wait for it as a person would, before choosing.
  await expect(emotions.getByRole('button', { name: 'Wanting', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(emotions.getByRole('button', { name: 'Scared', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(emotions.getByRole('button', { name: 'Wanting', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // One press from the emotions to the first slider, not thirty.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Energy')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('energy-value')).not.toHaveText('3.0');
  await page.getByLabel('Notes').focus();
  await page.keyboard.type('Typed with the keyboard.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save Check-in' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The form is replaced by its result: focus goes there, not back to the top of the page.
  await expect(page.getByRole('heading', { name: "Today's Check-in Complete" })).toBeFocused();

  // The chart is a picture hidden from screen readers, with no Tab stop; to them it is its table of figures.
  const chartName = 'Line chart of mood, energy, stress and sleep over the last 30 days';
  const chart = page.getByTestId('chart');
  await expect(chart).toHaveAttribute('aria-hidden', 'true');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('.recharts-line')).toHaveCount(4);
  await expect(chart.locator('[tabindex]:not([tabindex="-1"])')).toHaveCount(0);
  const table = page.getByRole('table', { name: chartName });
  await expect(table.getByRole('columnheader')).toHaveText(['Day', 'Mood', 'Energy', 'Stress', 'Sleep']);
  await expect(table.getByRole('row')).toHaveCount(2);
});

test('signing up by keyboard alone: the dialog starts in its first field and gives focus back when closed', async ({ page }) => {
  await page.goto('/');
  const logIn = page.getByRole('banner').getByRole('link', { name: 'Log in' });
  await logIn.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Welcome to Solace' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  // Shift+Tab from the first tab reaches the close button, not held on the tab.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('tab', { name: 'Login' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel('Email').focus();
  await page.keyboard.type(`keyboard-${Date.now()}@example.com`);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Full name')).toBeFocused();
  await page.keyboard.type('Sam Rivera');
  await page.keyboard.press('Tab');
  await page.keyboard.type('a calm password');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Confirm password')).toBeFocused();
  await page.keyboard.type('a calm password');
  for (const name of [/I agree to the/, 'I am at least 16 years old']) {
    await dialog.getByRole('checkbox', { name }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name })).toBeChecked();
  }
  await dialog.getByRole('button', { name: 'Create account' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText('One step left: confirm your email.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(logIn).toBeFocused();
});

test('a text chat by keyboard alone: the message box takes focus as the session starts, and the recap as it ends', async ({ page }) => {
  await createOnboardedAccount(page, 'keyboard-chat');
  await page.goto('/dashboard/chat');
  await page.getByRole('button', { name: 'Start Session' }).focus();
  await page.keyboard.press('Enter');
  const box = page.getByLabel('Message');
  await expect(box).toBeFocused();
  await page.keyboard.type('Work has been a lot this week.');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-role="assistant"][data-turn-id]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

  await page.getByRole('button', { name: 'End Session', exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'End this session?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'End Session' }).focus();
  await page.keyboard.press('Enter');
  // The chat panel gives way to the recap: focus goes to it, not back to the top of the page.
  await expect(page.getByRole('heading', { name: 'Session ended' })).toBeFocused();
});

test('a session from Start a Session by keyboard alone: ending it takes focus to its recap', async ({ page }) => {
  await createOnboardedAccount(page, 'keyboard-session');
  await page.goto('/dashboard/start-session');
  await page.getByRole('button', { name: /Text Chat/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('session-title')).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).focus();
  await page.keyboard.type('Just checking in.');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-role="assistant"][data-turn-id]')).toHaveCount(1);
  await page.getByRole('button', { name: 'End', exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'End this session?' });
  await dialog.getByRole('button', { name: 'End Session' }).focus();
  await page.keyboard.press('Enter');
  // The End button left with the live session: focus goes to the recap that took its place.
  await expect(page.getByRole('heading', { name: 'Session ended' })).toBeFocused();
});
