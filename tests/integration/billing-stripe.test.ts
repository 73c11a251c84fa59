import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASS_DURATION_MS, type PaidPlanId } from '@shared/plans';
import { startFakeStripe, type FakeStripe, type SignedEvent } from '../support/fakes/stripe/fake-stripe';
import { billingClient } from '../support/app/billing-client';
import { createSignedInUser } from '../support/app/signed-in-user';
import { TEST_ORIGIN, useTestApp } from '../support/app/test-app';

const clock = { now: new Date('2026-11-24T12:00:00Z') };

describe('billing through Stripe (the real SDK against a local fake)', () => {
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe({ now: () => clock.now });
  });
  afterAll(() => fake.close());
  const t = useTestApp(() => ({ env: fake.env, deps: { now: () => clock.now } }));

  const newUser = async () => {
    const user = await createSignedInUser(t);
    return { user, billing: billingClient(t, user) };
  };
  const deliver = (event: SignedEvent, signature: string | null = event.signature) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', ...(signature !== null && { 'stripe-signature': signature }) },
      payload: event.payload,
    });
  const delivered = async (event: SignedEvent) => {
    const res = await deliver(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
  };
  const checkoutId = (url: string) => url.split('/').at(-1) ?? '';
  /** Checkout through the app, paid at the fake, and the webhook Stripe then sends. */
  const subscribe = async (billing: ReturnType<typeof billingClient>, planId: PaidPlanId) => {
    const { url } = await billing.checkout(planId);
    const session = fake.state.completeCheckout(checkoutId(url));
    await delivered(fake.event('checkout.session.completed', session));
    return session;
  };

  it.each([
    ['premium-monthly', 'subscription', () => fake.prices.monthly.id],
    ['premium-annual', 'subscription', () => fake.prices.annual.id],
    ['24hour_pass', 'payment', () => fake.prices.pass.id],
  ] as const)('checks out %s as a Stripe %s session with its price, for the user’s one customer', async (planId, mode, price) => {
    const { user, billing } = await newUser();
    const customersBefore = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers').length;
    const { url } = await billing.checkout(planId);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const session = fake.state.sessions.get(checkoutId(url))!;
    const pass = planId === '24hour_pass';
    expect(session).toMatchObject({
      mode,
      line_items_price: price(),
      client_reference_id: user.id,
      metadata: { userId: user.id, planId },
      success_url: `${TEST_ORIGIN}/dashboard/payment-success?payment=success&session_id={CHECKOUT_SESSION_ID}${pass ? '&type=24hour_pass' : ''}`,
      cancel_url: `${TEST_ORIGIN}/dashboard/payment-success?payment=cancelled`,
    });
    if (pass) expect(session.payment_intent_data).toEqual({ description: '24-Hour Pass', metadata: { userId: user.id, planId } });
    else expect(session.subscription_metadata).toEqual({ userId: user.id, planId });
    const customer = fake.state.customers.get(session.customer ?? '');
    expect(customer).toMatchObject({ email: user.email, metadata: { userId: user.id } });

    const second = fake.state.sessions.get(checkoutId((await billing.checkout(planId)).url))!;
    expect(second.customer).toBe(customer?.id);
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers').length).toBe(customersBefore + 1);

    // Nothing changes until Stripe says it was paid.
    expect((await billing.usage()).plan.id).toBe('free');
    fake.state.completeCheckout(session.id);
    await delivered(fake.event('checkout.session.completed', session));
    expect(await billing.profile()).toMatchObject({ subscription_plan: planId, subscription_status: 'active' });
    const subscription = session.subscription ? fake.state.subscriptions.get(session.subscription) : undefined;
    expect(await billing.subscription()).toEqual(
      subscription ? { id: subscription.id, planId, status: 'active', currentPeriodEnd: subscription.items.data[0]!.current_period_end, cancelAtPeriodEnd: false } : null,
    );
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { billing } = await newUser();
    const { url } = await billing.checkout('24hour_pass');
    const session = fake.state.completeCheckout(checkoutId(url));
    const event = fake.event('checkout.session.completed', session);
    const forged = fake.event('checkout.session.completed', session, { secret: 'whsec_someone_else' });
    const otherBody = fake.event('checkout.session.completed', { ...session, id: 'cs_test_other' });
    for (const res of [await deliver(forged), await deliver(event, null), await deliver(event, otherBody.signature), await deliver(event, 'garbage')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'validation_failed', message: 'Invalid signature.' } });
    }
    expect((await billing.usage()).plan.id).toBe('free');
    expect(await t.db.selectFrom('billing_events').select('event_id').where('event_id', 'in', [event.id, forged.id]).execute()).toEqual([]);
    await delivered(event);
    expect((await billing.usage()).plan.id).toBe('24hour_pass');
  });

  it('applies a duplicate delivery once, and one checkout once whichever event reports it', async () => {
    const { billing } = await newUser();
    const { url } = await billing.checkout('24hour_pass');
    const session = fake.state.completeCheckout(checkoutId(url));
    const event = fake.event('checkout.session.completed', session);
    await Promise.all([delivered(event), delivered(event)]);
    await delivered(event);
    await delivered(fake.event('checkout.session.async_payment_succeeded', session));
    expect((await billing.profile()).pass_expires_at).toEqual(new Date(clock.now.getTime() + PASS_DURATION_MS));
    expect(await t.db.selectFrom('billing_events').select('event_id').where('event_id', '=', event.id).execute()).toHaveLength(1);
    expect(await t.db.selectFrom('payments').select('id').where('provider_payment_id', '=', session.payment_intent!).execute()).toHaveLength(1);
  });

  it('ends in the right state when an older subscription event arrives after the deletion', async () => {
    const { billing } = await newUser();
    const session = await subscribe(billing, 'premium-monthly');
    const subscription = fake.state.subscriptions.get(session.subscription!)!;
    const stale = fake.event('customer.subscription.updated', subscription); // says 'active'
    fake.state.cancel(subscription.id);
    await delivered(fake.event('customer.subscription.deleted', subscription));
    expect((await billing.usage()).plan.id).toBe('free');
    await delivered(stale);
    await delivered(fake.event('customer.subscription.created', { ...subscription, status: 'active' }));
    expect(await billing.profile()).toMatchObject({ subscription_plan: 'free', subscription_status: 'canceled' });
    expect(await billing.subscription()).toBeNull();
  });

  it('verify applies a paid session without any webhook, and the late webhook adds nothing', async () => {
    const { user, billing } = await newUser();
    const { url } = await billing.checkout('premium-annual');
    const id = checkoutId(url);
    expect(await billing.verify(id)).toEqual({ status: 'open', planId: 'premium-annual' });
    const session = fake.state.completeCheckout(id);
    expect(await billing.verify(id)).toEqual({ status: 'paid', planId: 'premium-annual' });
    expect((await billing.usage()).plan.id).toBe('premium-annual');
    expect((await billing.subscription())?.id).toBe(session.subscription);
    await delivered(fake.event('checkout.session.completed', session));
    expect(await t.db.selectFrom('payments').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
    const other = await newUser();
    expect((await other.user.client.post('/api/billing/verify', { sessionId: id })).statusCode).toBe(404);
  });

  it('cancels at the period end, then at once, through Stripe', async () => {
    const { billing } = await newUser();
    const session = await subscribe(billing, 'premium-monthly');
    const atEnd = await billing.cancel(true);
    expect(atEnd.subscription).toMatchObject({ id: session.subscription, status: 'active', cancelAtPeriodEnd: true });
    expect(fake.state.subscriptions.get(session.subscription!)?.cancel_at_period_end).toBe(true);
    expect((await billing.usage()).plan.id).toBe('premium-monthly');
    const now = await billing.cancel(false);
    expect(now.subscription).toMatchObject({ status: 'canceled' });
    expect(fake.state.subscriptions.get(session.subscription!)?.status).toBe('canceled');
    expect((await billing.usage()).plan.id).toBe('free');
    await delivered(fake.event('customer.subscription.deleted', fake.state.subscriptions.get(session.subscription!)));
    expect((await billing.usage()).plan.id).toBe('free');
  });

  it('changes plan by updating the item’s price, with proration', async () => {
    const { billing } = await newUser();
    const session = await subscribe(billing, 'premium-monthly');
    const changed = await billing.changePlan('premium-annual');
    expect(changed.subscription).toMatchObject({ id: session.subscription, planId: 'premium-annual', status: 'active' });
    const update = fake.requests.findLast((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${session.subscription}`);
    expect(update?.body).toMatchObject({ items: [{ price: fake.prices.annual.id }], proration_behavior: 'always_invoice' });
    expect(await billing.profile()).toMatchObject({ subscription_plan: 'premium-annual' });
    expect((await billing.subscription())?.planId).toBe('premium-annual');
  });

  it('follows renewals and failed payments from invoice events, reading the subscription again', async () => {
    clock.now = new Date('2026-11-24T12:00:00Z');
    const { billing } = await newUser();
    const session = await subscribe(billing, 'premium-monthly');
    clock.now = new Date('2026-12-24T12:00:00Z');
    await delivered(fake.event('invoice.paid', fake.state.renew(session.subscription!)));
    expect((await billing.subscription())?.currentPeriodEnd).toBe(Date.parse('2027-01-24T12:00:00Z') / 1000);
    clock.now = new Date('2027-01-24T12:00:00Z');
    await delivered(fake.event('invoice.payment_failed', fake.state.failRenewal(session.subscription!)));
    expect(await billing.profile()).toMatchObject({ subscription_plan: 'premium-monthly', subscription_status: 'past_due' });
    expect((await billing.subscription())?.status).toBe('past_due');
    clock.now = new Date('2026-11-24T12:00:00Z');
  });

  it('lists the history from invoices and the pass’s charges, newest first', async () => {
    clock.now = new Date('2026-11-24T12:00:00Z');
    const { billing } = await newUser();
    const session = await subscribe(billing, 'premium-monthly');
    clock.now = new Date('2026-11-25T09:00:00Z');
    await subscribe(billing, '24hour_pass');
    clock.now = new Date('2026-12-24T12:00:00Z');
    fake.state.renew(session.subscription!);
    clock.now = new Date('2027-01-24T12:00:00Z');
    fake.state.failRenewal(session.subscription!);
    expect(await billing.history()).toEqual([
      { date: '2027-01-24T12:00:00.000Z', description: '1 × Premium Monthly', amountCents: 799, currency: 'usd', status: 'Failed' },
      { date: '2026-12-24T12:00:00.000Z', description: '1 × Premium Monthly', amountCents: 799, currency: 'usd', status: 'Paid' },
      { date: '2026-11-25T09:00:00.000Z', description: '24-Hour Pass', amountCents: 100, currency: 'usd', status: 'Paid' },
      { date: '2026-11-24T12:00:00.000Z', description: '1 × Premium Monthly', amountCents: 799, currency: 'usd', status: 'Paid' },
    ]);
    clock.now = new Date('2026-11-24T12:00:00Z');
  });

  it('opens the customer portal, back to the usage page', async () => {
    const { user, billing } = await newUser();
    const none = await user.client.post('/api/billing/portal', {});
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: { code: 'not_found', message: 'Unable to access billing portal. Please try again.' } });
    await subscribe(billing, 'premium-monthly');
    const { url } = await billing.portal();
    const portal = [...fake.state.portalSessions.values()].find((p) => p.url === url);
    expect(portal?.return_url).toBe(`${TEST_ORIGIN}/dashboard/usage`);
  });

  it('answers 502 with SPEC’s message when Stripe fails, and 404 for the test-mode checkout page', async () => {
    const { user } = await newUser();
    const price = fake.state.prices.get(fake.prices.pass.id)!;
    fake.state.prices.delete(price.id);
    const failed = await user.client.post('/api/billing/checkout', { planId: '24hour_pass' });
    fake.state.prices.set(price.id, price);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ error: { code: 'provider_failed', message: 'Failed to start checkout. Please try again.' } });
    expect((await user.client.get('/api/billing/test-checkout/cs_test_x')).statusCode).toBe(404);
    expect((await user.client.post('/api/billing/test-checkout/cs_test_x/pay', {})).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ payments: 'stripe' });
    await delivered(fake.event('customer.created', { id: 'cus_x', object: 'customer' }));
  });
});
