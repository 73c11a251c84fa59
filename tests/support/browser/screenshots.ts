import type { Page } from '@playwright/test';

/**
 * With SHOTS_DIR set, saves the page at 1280 px and at 375 px (the whole page, and its top), then
 * `more` at 375 px, for a person to look at; without it, does nothing.
 */
export async function shoot(page: Page, name: string, more?: (dir: string) => Promise<void>): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: `${dir}/${name}-1280.png` });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: `${dir}/${name}-375.png`, fullPage: true });
  await page.screenshot({ path: `${dir}/${name}-375-top.png` });
  await more?.(dir);
  await page.setViewportSize({ width: 1280, height: 800 });
}
