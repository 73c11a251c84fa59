import { createOnboardedAccount } from '../support/browser/account';
import { expect, test } from '../support/browser/session-test';

test('the offline companion answers in the language written in, and answers a question with something to try', async ({ page }) => {
  await createOnboardedAccount(page, 'reply-language'); // the profile says English
  await page.goto('/dashboard/chat');
  await page.getByRole('button', { name: 'Start Session' }).click();
  const box = page.getByLabel('Message');
  await expect(box).toBeEnabled();
  const replies = page.locator('[data-role="assistant"][data-turn-id]');

  await box.fill('Estoy muy cansada y no puedo dormir');
  await box.press('Enter');
  await expect(replies.nth(0)).toHaveAttribute('data-status', 'done');
  await expect(replies.nth(0)).toContainText(/cansancio|energía|descansar/);
  await expect(replies.nth(0)).toContainText(/¿.+\?$/);

  await box.fill('What could I try tonight to calm down?');
  await box.press('Enter');
  await expect(replies.nth(1)).toHaveAttribute('data-status', 'done');
  await expect(replies.nth(1)).toContainText(/4-7-8|walk|write down|warm, caffeine-free|5-4-3-2-1/);
  await expect(replies.nth(1)).not.toContainText("Thank you for telling me what's on your mind. Whatever");
});
