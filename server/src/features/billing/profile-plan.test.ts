import { describe, expect, it } from 'vitest';
import { profilePlan, subscriptionEnded, subscriptionInForce } from './profile-plan';

const now = new Date('2026-11-24T12:00:00Z');
const later = new Date(now.getTime() + 1);

describe('the profile plan rule', () => {
  it('gives a subscription in force its plan, whatever the pass', () => {
    for (const status of ['active', 'trialing', 'past_due']) {
      expect(profilePlan({ subscription: { planId: 'premium-annual', status }, passExpiresAt: later, now })).toEqual({ plan: 'premium-annual', status });
    }
  });

  it('keeps a pass still in force when the subscription has ended, to the millisecond', () => {
    const ended = { planId: 'premium-monthly', status: 'canceled' } as const;
    expect(profilePlan({ subscription: ended, passExpiresAt: later, now })).toEqual({ plan: '24hour_pass', status: 'active' });
    expect(profilePlan({ subscription: ended, passExpiresAt: now, now })).toEqual({ plan: 'free', status: 'canceled' });
    expect(profilePlan({ subscription: null, passExpiresAt: later, now })).toEqual({ plan: '24hour_pass', status: 'active' });
  });

  it('is free with neither', () => {
    expect(profilePlan({ subscription: null, passExpiresAt: null, now })).toEqual({ plan: 'free', status: null });
    expect(profilePlan({ subscription: { planId: 'premium-monthly', status: 'unpaid' }, passExpiresAt: null, now })).toEqual({ plan: 'free', status: 'unpaid' });
  });

  it('knows which statuses give the plan and which are final', () => {
    expect(['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete'].filter(subscriptionInForce)).toEqual(['active', 'trialing', 'past_due']);
    expect(['active', 'canceled', 'incomplete_expired', 'unpaid'].filter(subscriptionEnded)).toEqual(['canceled', 'incomplete_expired']);
  });
});
