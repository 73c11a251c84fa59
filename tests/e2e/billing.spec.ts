import { createOnboardedAccount, expectToast } from '../support/browser/account';
import { shoot } from '../support/browser/screenshots';
import { expect, test } from '../support/browser/session-test';

test('a free user meets the paywall with its reason when the week’s check-in is used', async ({ page }) => {
  await createOnboardedAccount(page, 'paywall');
  await page.goto('/dashboard/mood-tracker');
  const emotions = page.getByRole('toolbar', { name: 'Emotions' });
  await emotions.getByRole('button', { name: 'Calm', exact: true }).click();
  await page.getByRole('button', { name: 'Save Check-in' }).click();
  await expectToast(page, 'Mood recorded!');

  // The free plan's one check-in this week is used: the server refuses another, whoever asks.
  const response = await page.request.post('/api/mood/entries', {
    data: { emotions: ['Happy'], energyLevel: 3, stressLevel: 3, sleepQuality: 3 },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe('limit_reached');

  await page.goto('/dashboard/emotional-wrap-ups');
  await page.getByRole('button', { name: 'Generate Weekly Wrap-Up' }).click();
  await expect(page).toHaveURL(/\/dashboard\/wrap-up\//);
  await page.goto('/dashboard/emotional-wrap-ups');
  await page.getByRole('button', { name: 'Generate Weekly Wrap-Up' }).click();
  const paywall = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await expect(paywall).toContainText('Your plan includes one wrap-up a month; more frequent wrap-ups are a Premium feature.');
  await expect(paywall).toContainText('Voice calls with no daily limit, up to 15 minutes each');
  await shoot(page, 'paywall');
  await paywall.getByRole('link', { name: 'View Plans' }).click();
  await expect(page).toHaveURL('/dashboard/usage');
  await expect(page.getByTestId('current-plan-name')).toHaveText('Free');
});

test('upgrading to Premium Monthly in test mode, then cancelling at the period end', async ({ page }) => {
  await createOnboardedAccount(page, 'upgrade');
  await page.goto('/dashboard/usage');
  await expect(page.getByTestId('current-plan-name')).toHaveText('Free');
  await expect(page.getByTestId('plan-card-free')).toContainText('Current plan');
  await shoot(page, 'usage-free');
  await page.getByTestId('plan-card-premium-monthly').getByRole('button', { name: 'Upgrade to Premium Monthly' }).click();

  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await expect(page.getByRole('note')).toHaveText('Test mode: no real charge');
  await expect(page.getByRole('heading', { name: 'Premium Monthly' })).toBeVisible();
  await expect(page.getByTestId('checkout-amount')).toHaveText('$7.99');
  await page.getByRole('button', { name: 'Pay $7.99' }).click();

  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expectToast(page, 'Subscription Updated!');
  await expect(page).toHaveURL('/dashboard', { timeout: 10_000 });
  await expect(page.getByTestId('voice-time')).toContainText('No daily limit on your plan; each call lasts up to 15 minutes.');
  await shoot(page, 'overview-premium');

  await page.goto('/dashboard/usage');
  await expect(page.getByTestId('current-plan-name')).toHaveText('Premium Monthly');
  const manage = page.getByTestId('subscription-card');
  await expect(manage).toContainText('Active');
  await expect(manage).toContainText('Renews on');
  await expect(page.getByRole('table')).toContainText('$7.99');
  await expect(page.getByRole('table')).toContainText('Paid');

  await manage.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page.getByRole('dialog', { name: 'Cancel your subscription?' }).getByRole('button', { name: 'Cancel at period end' }).click();
  await expectToast(page, 'Subscription Cancelled', 'Your subscription will be cancelled at the end of the current period.');
  await expect(manage.getByRole('status')).toHaveText('Your subscription will be cancelled at the end of the current period.');
  await expect(manage).toContainText('Ends on');
  await expect(page.getByTestId('current-plan-name')).toHaveText('Premium Monthly');
});

test('a cancelled checkout changes nothing', async ({ page }) => {
  await createOnboardedAccount(page, 'checkout-cancel');
  await page.goto('/dashboard/usage');
  await page.getByTestId('plan-card-premium-annual').getByRole('button', { name: 'Upgrade to Premium Annual' }).click();
  await expect(page.getByTestId('checkout-amount')).toHaveText('$49.99');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
  await expect(page.getByText('Your payment was cancelled. No charges have been made.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Usage & Billing' }).click();
  await expect(page.getByTestId('current-plan-name')).toHaveText('Free');
});

test('a return page with no session to verify shows the payment error and its details', async ({ page }) => {
  await createOnboardedAccount(page, 'payment-error');
  await page.goto('/dashboard/payment-success?payment=success&session_id=cs_test_not_real');
  await expect(page.getByRole('heading', { name: 'Payment Error' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('payment-debug')).toHaveText('payment: success · session: cs_test_not_real');
});

test('the 24-hour pass bought from the landing page unlocks the guides for a day', async ({ page }) => {
  await createOnboardedAccount(page, 'day-pass');
  await page.goto('/');
  await page.getByRole('complementary', { name: '24-Hour Pass' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await expect(page.getByTestId('checkout-amount')).toHaveText('$1.00');
  await page.getByRole('button', { name: 'Pay $1.00' }).click();
  await expectToast(page, '24-hour Pass Activated!');
  await expect(page).toHaveURL('/dashboard', { timeout: 10_000 });
  await page.goto('/dashboard/usage');
  await expect(page.getByTestId('current-plan-name')).toHaveText('24-Hour Pass');
  await expect(page.getByTestId('current-plan')).toContainText('Premium until');
  await expect(page.getByTestId('usage-productivity')).toHaveText('Included');
  await page.goto('/dashboard/guides/focus-techniques');
  await expect(page.getByRole('heading', { level: 2, name: 'The Pomodoro Technique' })).toBeVisible();
  await expect(page.getByTestId('premium-lock')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the usage page fits the screen', async ({ page }) => {
    await createOnboardedAccount(page, 'usage-phone');
    await page.goto('/dashboard/usage');
    await expect(page.getByTestId('plan-card-premium-monthly')).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
  });

  test('a payment shows as a card with its amount and status, and the privacy card does not squeeze its words', async ({ page }) => {
    await createOnboardedAccount(page, 'history-phone');
    await page.goto('/dashboard/usage?checkout=24hour_pass');
    await page.getByRole('button', { name: 'Pay $1.00' }).click();
    await expect(page).toHaveURL('/dashboard', { timeout: 10_000 });
    await page.goto('/dashboard/usage');
    const payment = page.getByTestId('billing-history-cards').getByRole('listitem');
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText('$1.00');
    await expect(payment).toContainText('Paid');
    await expect(page.getByRole('table')).toBeHidden();
    // The link goes under the text rather than pressing it into a narrow column.
    const privacy = page.getByRole('link', { name: 'Privacy Settings' });
    const text = page.getByText('Your conversations are private.');
    expect((await privacy.boundingBox())!.y).toBeGreaterThan((await text.boundingBox())!.y + 10);
    expect((await text.boundingBox())!.width).toBeGreaterThan(250);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await shoot(page, 'usage-history-phone');
  });
});
