import { describe, expect, it } from 'vitest';
import { translator } from '../../server/src/i18n/translator';
import { billingClient } from '../support/app/billing-client';
import { createSignedInUser } from '../support/app/signed-in-user';
import { useTestApp } from '../support/app/test-app';
import { billingMessages, limitMessages } from '../support/english-texts';

/** Billing's refusals, and the plan limits' reasons, come back in the language the page asks for. */
describe('billing answers in the person’s language', () => {
  const t = useTestApp();
  const es = translator('es');
  const spanish = { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' };

  it('says an invalid plan in Spanish for a Spanish page, and in English otherwise', async () => {
    const user = await createSignedInUser(t);
    const asked = await user.client.request('POST', '/api/billing/checkout', { planId: 'premium-weekly' }, spanish);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual({ error: { code: 'validation_failed', message: es('billing:messages.invalidPlan') } });
    expect(es('billing:messages.invalidPlan')).not.toBe(billingMessages.invalidPlan);
    const plain = await user.client.post('/api/billing/checkout', { planId: 'premium-weekly' });
    expect(plain.json()).toEqual({ error: { code: 'validation_failed', message: billingMessages.invalidPlan } });
  });

  it('says a refusal of the billing service (a second subscription) in Spanish', async () => {
    const user = await createSignedInUser(t);
    await billingClient(t, user).buy('premium-monthly');
    const again = await user.client.request('POST', '/api/billing/checkout', { planId: 'premium-annual' }, spanish);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'conflict', message: es('billing:messages.alreadySubscribed') } });
    expect(es('billing:messages.alreadySubscribed')).not.toBe(billingMessages.alreadySubscribed);
  });

  it('says a plan limit reached in Spanish', async () => {
    const user = await createSignedInUser(t);
    const locked = await user.client.request('GET', '/api/guides/focus-techniques', undefined, spanish);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ error: { code: 'limit_reached', message: es('billing:limits.productivity') } });
    expect(es('billing:limits.productivity')).not.toBe(limitMessages.productivity);
  });
});
