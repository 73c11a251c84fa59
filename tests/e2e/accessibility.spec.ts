import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createOnboardedAccount } from '../support/browser/account';
import { expect, test } from '../support/browser/session-test';

/** The WCAG 2.2 A and AA violations axe finds on the page as it is now, as "rule: element" lines. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return found.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

test('the login dialog’s tabs and the settings’ links meet WCAG 2.2 AA, at 1280 and 375 px', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/?login=1');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
    expect(await violations(page), `login dialog at ${width} px`).toEqual([]);
  }
  await createOnboardedAccount(page, 'axe-settings');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    expect(await violations(page), `settings at ${width} px`).toEqual([]);
  }
});
