import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, expectToast, logInViaApi } from '../support/browser/account';
import { shoot } from '../support/browser/screenshots';

const features = [
  'Voice recognition',
  'Audio replies',
  'Multilingual support',
  'Private conversations',
  '24/7 availability',
  'Personalised support',
];

const plans = [
  ['Free', '$0'],
  ['Premium Monthly', '$7.99'],
  ['Premium Annual', '$49.99'],
] as const;

const section = (page: Page, id: string) => page.locator(`section#${id}`);

test('the landing page shows the hero, how it works, the six features and the three plans', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Say it out loud. Feel heard.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/?login=1');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/?login=1&tab=signup');

  const steps = section(page, 'how-it-works').getByRole('listitem').filter({ has: page.getByRole('heading') });
  await expect(steps.getByRole('heading')).toHaveText(['Start venting', 'Get research-backed responses', 'Track your progress']);
  for (const detail of ['Mood tracking', 'Session insights', 'Wellness recommendations']) {
    await expect(section(page, 'how-it-works').getByText(detail)).toBeVisible();
  }

  await expect(section(page, 'features').getByRole('listitem')).toHaveCount(6);
  await expect(section(page, 'features').getByRole('heading', { level: 3 })).toHaveText(features);
  await expect(section(page, 'features').getByText(/10 languages/)).toBeVisible();

  const cards = section(page, 'pricing').getByRole('article');
  await expect(cards).toHaveCount(3);
  const checkoutLinks: Record<string, string> = {
    Free: '/?login=1&tab=signup&redirect=%2Fdashboard',
    'Premium Monthly': '/dashboard/usage?checkout=premium-monthly',
    'Premium Annual': '/dashboard/usage?checkout=premium-annual',
  };
  for (const [name, price] of plans) {
    const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card).toContainText(price);
    await expect(card.getByRole('link')).toHaveAttribute('href', checkoutLinks[name] ?? 'missing');
  }
  await expect(cards.filter({ hasText: 'Premium Monthly' })).toContainText('Most Popular');
  await expect(cards.filter({ hasText: 'Free' }).first()).toContainText('15 minutes of voice per day');
  // Where the price is, the per-call limit is too: Premium has no daily limit, not unlimited calls.
  await expect(cards.filter({ hasText: 'Premium Monthly' })).toContainText('Voice calls with no daily limit, up to 15 minutes each');
  await expect(section(page, 'pricing')).not.toContainText(/unlimited voice/i);
  await expect(cards.filter({ hasText: 'Premium Annual' })).toContainText('$95.88');
  await expect(cards.filter({ hasText: 'Premium Annual' })).toContainText('Save $45.89 (48%)');
  const pass = section(page, 'pricing').getByRole('complementary', { name: '24-Hour Pass' });
  await expect(pass).toContainText('$1 for 24 hours of Premium.');
  await expect(pass).toContainText('Voice calls with no daily limit, up to 15 minutes each');
  await expect(pass.getByRole('link')).toHaveAttribute('href', '/dashboard/usage?checkout=24hour_pass');

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Solace is not a replacement for professional help');
  await expect(footer).toContainText('If you are in crisis, call your local emergency number');
});

test('the header links and Learn More scroll to their sections', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL('/#features');
  await expect(page.getByRole('heading', { name: 'Support that fits the way you talk' })).toBeInViewport();

  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL('/#pricing');
  await expect(page.getByRole('heading', { name: 'Start free, upgrade when it helps' })).toBeInViewport();

  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

  await page.getByRole('link', { name: 'Learn More' }).click();
  await expect(page.getByRole('heading', { name: 'Support that fits the way you talk' })).toBeInViewport();
});

test('the demo video loops muted and plays', async ({ page }) => {
  await page.goto('/');
  const video = section(page, 'how-it-works').locator('video');
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('poster', '/demo/en.jpg');
  await expect(video).toHaveAttribute('src', '/demo/en.webm');
  await expect(video).toHaveJSProperty('loop', true);
  await expect(video).toHaveJSProperty('muted', true);
  await expect(video).toHaveJSProperty('playsInline', true);
  await expect.poll(() => video.evaluate((v) => (v as unknown as { currentTime: number }).currentTime)).toBeGreaterThan(0.5);
  await page.getByRole('button', { name: 'Pause demo video' }).click();
  await expect(page.getByRole('button', { name: 'Play demo video' })).toBeVisible();
  await expect(video).toHaveJSProperty('paused', true);
});

test('a video that fails to load says so and links to the file', async ({ page }) => {
  await page.route('**/demo/en.webm', (route) => route.abort('failed'));
  await page.goto('/');
  await section(page, 'how-it-works').scrollIntoViewIfNeeded();
  const alert = page.getByRole('alert').filter({ hasText: 'Video failed to load. Please try refreshing the page.' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Open the video' })).toHaveAttribute('href', '/demo/en.webm');
});

test('Start Venting Now opens Sign up for a visitor, Log in one tab away, and the dashboard for someone signed in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Venting Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Solace' });
  await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('Create your free account to start feeling heard.')).toBeVisible();
  await shoot(page, 'start-venting-sign-up');
  await dialog.getByRole('tab', { name: 'Login' }).click();
  await expect(dialog.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');

  const account = await createConfirmedAccount(page, 'start-venting');
  await logInViaApi(page, account);
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Venting Now' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('the footer reaches the legal pages and the contact page', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');

  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByText('Effective 27 November 2026')).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await contents.getByRole('link', { name: 'AI providers' }).click();
  await expect(page).toHaveURL('/privacy-policy#ai-providers');
  await expect(page.getByRole('heading', { name: 'AI providers' })).toBeInViewport();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect(page.getByRole('main')).toContainText('15 minutes per 24 hours');
  await expect(page.getByRole('main')).toContainText('Province of British Columbia');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL('/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');

  // The header on every public page leads back to the landing page's sections.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL('/#pricing');
  await expect(page.getByRole('heading', { name: 'Start free, upgrade when it helps' })).toBeInViewport();
});

test('a signed-in visitor sees Dashboard and can sign out from the account menu', async ({ page }) => {
  const account = await createConfirmedAccount(page, 'landing');
  await logInViaApi(page, account);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);

  await header.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(account.email);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // The landing page fetches the toast library only once something can show a toast.
  await expectToast(page, 'You have been signed out.');
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens from a toggle, closes on Escape, and its links scroll to sections', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Features', 'Pricing']);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.press('Enter');
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/#pricing');
    await expect(page.getByRole('heading', { name: 'Start free, upgrade when it helps' })).toBeInViewport();
    await expect(section(page, 'pricing').getByRole('article')).toHaveCount(3);
  });
});
