import { expect, type Locator, type Page } from '@playwright/test';

export interface StartChoices {
  /** Given once the session runs, through the title's rename button. */
  title?: string;
  /** A chip of the mood prompt beside the conversation, e.g. 'Stressed'. */
  mood?: string;
  /** How long the session may take to start (a voice call loads its detector on first use). */
  timeout?: number;
}

/** Starts a session from /dashboard/start-session: the choice starts it; title and mood come after, as a person would give them. */
export async function startSession(page: Page, mode: 'voice' | 'text', choices: StartChoices = {}): Promise<void> {
  await page.getByRole('button', { name: mode === 'voice' ? /Voice Call/ : /Text Chat/ }).click();
  const title = page.getByTestId('session-title');
  await expect(title).toBeVisible({ timeout: choices.timeout ?? 30_000 });
  if (choices.mood) {
    await page.getByTestId('mood-before-prompt').getByText(choices.mood, { exact: true }).click();
    await expect(page.getByTestId('mood-before-prompt')).toHaveCount(0);
  }
  if (choices.title) await renameSession(page, choices.title);
}

/** Renames the running session in place, and waits for the server's echo. */
export async function renameSession(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Rename session' }).click();
  await page.getByLabel('Session title').fill(title);
  await page.getByLabel('Session title').press('Enter');
  await expect(page.getByTestId('session-title')).toHaveText(title);
}

/**
 * Ends the running session through its End button ('End' on the session page, 'End Session' in the text
 * chat) and the dialog, with `moodAfter` (a chip's label) when given; returns the recap that follows.
 */
export async function endSession(page: Page, endButton: 'End' | 'End Session', moodAfter?: string): Promise<Locator> {
  await page.getByRole('button', { name: endButton, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'End this session?' });
  if (moodAfter) await dialog.getByText(moodAfter, { exact: true }).click();
  await dialog.getByRole('button', { name: 'End Session' }).click();
  return page.getByRole('region', { name: 'Session ended' });
}
