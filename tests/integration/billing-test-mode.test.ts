import { describe, expect, it } from 'vitest';
import { PASS_DURATION_MS, type PaidPlanId } from '@shared/plans';
import { billingClient, unix } from '../support/app/billing-client';
import { billingMessages } from '../support/english-texts';
import { BrowserLikeClient } from '../support/app/browser-like-client';
import { createSignedInUser } from '../support/app/signed-in-user';
import { useTestApp } from '../support/app/test-app';

// Tuesday 24 November 2026, 12:00 UTC; tests move it through `at`.
const clock = { now: new Date('2026-11-24T12:00:00Z') };
const at = (iso: string) => {
  clock.now = new Date(iso);
};

describe('billing in test mode (the embedded default)', () => {
  const t = useTestApp({ deps: { now: () => clock.now } });

  const newUser = async (timezone = 'UTC') => {
    const user = await createSignedInUser(t, { timezone });
    return { user, billing: billingClient(t, user) };
  };

  it.each([
    ['premium-monthly', 'Premium Monthly', 799, 'month', '2026-12-24T12:00:00Z'],
    ['premium-annual', 'Premium Annual', 4999, 'year', '2027-11-24T12:00:00Z'],
    ['24hour_pass', '24-Hour Pass', 100, 'day', null],
  ] as const)('sells %s through the test checkout page, fulfilled from the payment', async (planId, planName, amountCents, interval, periodEnd) => {
    at('2026-11-24T12:00:00Z');
    const { billing } = await newUser();
    const { url, id } = await billing.checkout(planId);
    expect(url).toBe(`/billing/test-checkout/${id}`);
    expect(id).toMatch(/^cs_test_[0-9a-f]+$/);
    expect(await billing.testCheckout(id)).toEqual({ id, planId, planName, amountCents, interval, status: 'open' });
    expect(await billing.usage()).toMatchObject({ plan: { id: 'free' } });

    const paid = await billing.pay(id);
    const pass = planId === '24hour_pass';
    expect(paid).toEqual({ url: `/dashboard/payment-success?payment=success&session_id=${id}${pass ? '&type=24hour_pass' : ''}` });
    expect((await billing.testCheckout(id)).status).toBe('paid');
    expect(await billing.profile()).toMatchObject({ subscription_plan: planId, subscription_status: 'active' });
    expect(await billing.usage()).toMatchObject({
      plan: { id: planId, name: planName, type: 'premium' },
      passExpiresAt: pass ? '2026-11-25T12:00:00.000Z' : null,
      voiceMinutesRemaining: null,
      moodCheckInsRemaining: null,
      productivityAccess: true,
    });
    expect(await billing.subscription()).toEqual(
      periodEnd && { id: expect.stringMatching(/^sub_test_/) as string, planId, status: 'active', currentPeriodEnd: unix(periodEnd), cancelAtPeriodEnd: false },
    );
    const history = [{ date: '2026-11-24T12:00:00.000Z', description: planName, amountCents, currency: 'usd', status: 'Paid' }];
    expect(await billing.history()).toEqual(history);
    // The return page's verify finds it paid and applies nothing more.
    expect(await billing.verify(id)).toEqual({ status: 'paid', planId });
    expect(await billing.history()).toEqual(history);
  });

  it('applies a payment once, however often it is paid or verified', async () => {
    at('2026-11-24T12:00:00Z');
    const { billing } = await newUser();
    const { id } = await billing.checkout('24hour_pass');
    expect(await billing.verify(id)).toEqual({ status: 'open', planId: '24hour_pass' });
    await Promise.all([billing.pay(id), billing.pay(id), billing.verify(id)]);
    await billing.pay(id);
    expect((await billing.profile()).pass_expires_at).toEqual(new Date(clock.now.getTime() + PASS_DURATION_MS));
    expect(await billing.history()).toHaveLength(1);
    const events = await t.db.selectFrom('billing_events').select('event_id').where('event_id', '=', `evt_test_checkout_${id}`).execute();
    expect(events).toHaveLength(1);
  });

  it('refuses to pay a subscription checkout left open once another subscription was bought', async () => {
    at('2026-11-24T12:00:00Z');
    const { billing, user } = await newUser();
    const monthly = await billing.checkout('premium-monthly');
    await billing.buy('premium-annual');
    const late = await user.client.post(`/api/billing/test-checkout/${monthly.id}/pay`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: { code: 'conflict', message: billingMessages.alreadySubscribed } });
    expect(await billing.subscription()).toMatchObject({ planId: 'premium-annual' });
    expect(await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
  });

  it('ends a pass to the second, and a second pass bought meanwhile runs on from the first one’s end', async () => {
    at('2026-11-24T12:00:00Z');
    const { billing } = await newUser();
    await billing.buy('24hour_pass');
    at('2026-11-25T02:00:00Z');
    await billing.buy('24hour_pass');
    expect((await billing.usage()).passExpiresAt).toBe('2026-11-26T12:00:00.000Z');
    at('2026-11-26T11:59:59.999Z');
    expect(await billing.usage()).toMatchObject({ plan: { id: '24hour_pass' }, voiceMinutesRemaining: null });
    at('2026-11-26T12:00:00Z');
    expect(await billing.usage()).toMatchObject({
      plan: { id: 'free', name: 'Free', type: 'free' },
      passExpiresAt: null,
      voiceMinutesRemaining: 15,
      moodCheckInsRemaining: 1,
      productivityAccess: false,
    });
    expect((await billing.history()).map((h) => h.date)).toEqual(['2026-11-25T02:00:00.000Z', '2026-11-24T12:00:00.000Z']);
  });

  it('cancels at the period end: premium until then, free from that second', async () => {
    at('2026-11-24T12:00:00Z');
    const { billing } = await newUser();
    await billing.buy('premium-monthly');
    at('2026-12-01T00:00:00Z');
    const cancelled = await billing.cancel(true);
    expect(cancelled.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: unix('2026-12-24T12:00:00Z') });
    at('2026-12-24T11:59:59Z');
    expect(await billing.subscription()).toMatchObject({ cancelAtPeriodEnd: true });
    expect((await billing.usage()).plan.id).toBe('premium-monthly');
    at('2026-12-24T12:00:00Z');
    expect((await billing.usage()).plan.id).toBe('free');
    expect(await billing.subscription()).toBeNull();
    expect(await billing.profile()).toMatchObject({ subscription_plan: 'free', subscription_status: 'canceled' });
    expect(await billing.history()).toHaveLength(1); // no renewal was charged
  });

  it('cancels now: free at once, and then there is nothing to cancel', async () => {
    at('2026-11-24T12:00:00Z');
    const { user, billing } = await newUser();
    await billing.buy('premium-annual');
    const cancelled = await billing.cancel(false);
    expect(cancelled.subscription).toMatchObject({ planId: 'premium-annual', status: 'canceled', cancelAtPeriodEnd: false });
    expect((await billing.usage()).plan.id).toBe('free');
    expect(await billing.subscription()).toBeNull();
    const again = await user.client.post('/api/billing/cancel', { atPeriodEnd: true });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: { code: 'not_found', message: 'No subscription found.' } });
  });

  it('renews each period with a payment, on the next read after the period ends', async () => {
    at('2026-01-31T08:00:00Z');
    const { billing } = await newUser();
    await billing.buy('premium-monthly');
    expect((await billing.subscription())?.currentPeriodEnd).toBe(unix('2026-02-28T08:00:00Z'));
    at('2026-04-15T00:00:00Z');
    expect(await billing.subscription()).toMatchObject({ status: 'active', currentPeriodEnd: unix('2026-04-30T08:00:00Z') });
    expect((await billing.history()).map((h) => [h.date, h.description, h.amountCents])).toEqual([
      ['2026-03-31T08:00:00.000Z', 'Premium Monthly (renewal)', 799],
      ['2026-02-28T08:00:00.000Z', 'Premium Monthly (renewal)', 799],
      ['2026-01-31T08:00:00.000Z', 'Premium Monthly', 799],
    ]);
    expect((await billing.usage()).plan.id).toBe('premium-monthly');
  });

  it('changes plan at once, charging the new price from the next renewal; a change also withdraws a cancellation', async () => {
    at('2026-11-24T12:00:00Z');
    const { billing } = await newUser();
    await billing.buy('premium-monthly');
    await billing.cancel(true);
    const changed = await billing.changePlan('premium-annual');
    expect(changed.subscription).toMatchObject({ planId: 'premium-annual', status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: unix('2026-12-24T12:00:00Z') });
    expect(await billing.profile()).toMatchObject({ subscription_plan: 'premium-annual' });
    expect((await billing.usage()).plan.id).toBe('premium-annual');
    at('2026-12-24T12:00:00Z');
    expect((await billing.subscription())?.currentPeriodEnd).toBe(unix('2027-12-24T12:00:00Z'));
    expect((await billing.history())[0]).toMatchObject({ description: 'Premium Annual (renewal)', amountCents: 4999 });
  });

  it('refuses a second subscription (change plan instead), and still sells the pass', async () => {
    at('2026-11-24T12:00:00Z');
    const { user, billing } = await newUser();
    await billing.buy('premium-monthly');
    const again = await user.client.post('/api/billing/checkout', { planId: 'premium-annual' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'conflict', message: billingMessages.alreadySubscribed } });
    await billing.buy('24hour_pass');
    // The subscription allows more than the pass: it stays the plan.
    expect((await billing.usage()).plan.id).toBe('premium-monthly');
  });

  it('keeps a pass bought during a subscription when the subscription ends', async () => {
    at('2026-11-24T12:00:00Z');
    const { billing } = await newUser();
    await billing.buy('premium-monthly');
    await billing.buy('24hour_pass');
    at('2026-11-24T18:00:00Z');
    await billing.cancel(false);
    expect(await billing.usage()).toMatchObject({ plan: { id: '24hour_pass' }, passExpiresAt: '2026-11-25T12:00:00.000Z' });
    at('2026-11-25T12:00:00Z');
    expect((await billing.usage()).plan.id).toBe('free');
  });

  it("counts usage in the user's day and week (from Sunday), with what is left of the plan", async () => {
    at('2026-11-29T03:00:00Z'); // Saturday 28 November, 22:00 in New York; Sunday in UTC
    const { user, billing } = await newUser('America/New_York');
    await t.db
      .insertInto('voice_usage')
      .values([
        { user_id: user.id, day: '2026-11-28', voice_seconds: 125 },
        { user_id: user.id, day: '2026-11-29', voice_seconds: 500 },
      ])
      .execute();
    const entry = (day: string, createdAt: string) => ({
      user_id: user.id, mood_score: 3, mood_label: 'Calm', energy_level: 3, stress_level: 3, sleep_quality: 3, day, created_at: new Date(createdAt),
    });
    await t.db.insertInto('mood_entries').values([entry('2026-11-21', '2026-11-21T15:00:00Z'), entry('2026-11-22', '2026-11-22T15:00:00Z')]).execute();
    expect(await billing.usage()).toEqual({
      plan: { id: 'free', name: 'Free', type: 'free' },
      passExpiresAt: null,
      todayVoiceSeconds: 125,
      voiceMinutesRemaining: 12, // 15 - ceil(125 / 60)
      weeklyMoodCheckIns: 1,
      moodCheckInsRemaining: 0,
      lastMoodCheckIn: '2026-11-22T15:00:00.000Z',
      productivityAccess: false,
    });
  });

  it("keeps checkout sessions to their owner: another user's is not found", async () => {
    at('2026-11-24T12:00:00Z');
    const { billing } = await newUser();
    const { user: other } = await newUser();
    const { id } = await billing.checkout('premium-monthly');
    for (const res of [
      await other.client.get(`/api/billing/test-checkout/${id}`),
      await other.client.post(`/api/billing/test-checkout/${id}/pay`, {}),
      await other.client.post(`/api/billing/test-checkout/${id}/cancel`, {}),
      await other.client.post('/api/billing/verify', { sessionId: id }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await billing.testCheckout(id)).status).toBe('open');
    expect((await billingClient(t, other).usage()).plan.id).toBe('free');
  });

  it('cancels on the checkout page: the session can no longer be paid', async () => {
    at('2026-11-24T12:00:00Z');
    const { user, billing } = await newUser();
    const { id } = await billing.checkout('24hour_pass');
    const cancelled = await user.client.post(`/api/billing/test-checkout/${id}/cancel`, {});
    expect(cancelled.json()).toEqual({ url: '/dashboard/payment-success?payment=cancelled' });
    expect((await billing.testCheckout(id)).status).toBe('expired');
    expect((await user.client.post(`/api/billing/test-checkout/${id}/pay`, {})).statusCode).toBe(409);
    expect(await billing.verify(id)).toEqual({ status: 'expired', planId: '24hour_pass' });
    expect((await billing.usage()).plan.id).toBe('free');
  });

  it('refuses a bad plan with SPEC’s message, and answers 404 for what test mode lacks', async () => {
    const { user, billing } = await newUser();
    for (const [path, body] of [
      ['/api/billing/checkout', { planId: 'premium-weekly' }],
      ['/api/billing/checkout', { planId: 'free' }],
      ['/api/billing/change-plan', { planId: '24hour_pass' }],
    ] as const) {
      const res = await user.client.post(path, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'validation_failed', message: 'Invalid plan selected.' } });
    }
    expect((await user.client.post('/api/billing/change-plan', { planId: 'premium-annual' })).json()).toEqual({
      error: { code: 'not_found', message: 'No subscription found.' },
    });
    expect((await user.client.post('/api/billing/verify', { sessionId: 'cs_test_nothing' })).statusCode).toBe(404);
    expect(await billing.portal()).toEqual({ url: '/dashboard/usage#subscription' });
    const webhook = await t.app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(webhook.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ payments: 'test' });
  });

  it('describes every billing route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/api/usage',
      '/api/billing/checkout',
      '/api/billing/verify',
      '/api/billing/subscription',
      '/api/billing/cancel',
      '/api/billing/change-plan',
      '/api/billing/portal',
      '/api/billing/history',
      '/api/billing/webhook',
      '/api/billing/test-checkout/{id}/pay',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it('answers 401 to every billing route when signed out', async () => {
    const anonymous = new BrowserLikeClient(t.app);
    const plan: PaidPlanId = 'premium-monthly';
    for (const res of [
      await anonymous.get('/api/usage'),
      await anonymous.get('/api/billing/subscription'),
      await anonymous.get('/api/billing/history'),
      await anonymous.get('/api/billing/test-checkout/cs_test_x'),
      await anonymous.post('/api/billing/checkout', { planId: plan }),
      await anonymous.post('/api/billing/verify', { sessionId: 'cs_test_x' }),
      await anonymous.post('/api/billing/cancel', { atPeriodEnd: true }),
      await anonymous.post('/api/billing/change-plan', { planId: plan }),
      await anonymous.post('/api/billing/portal', {}),
      await anonymous.post('/api/billing/test-checkout/cs_test_x/pay', {}),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });
});
