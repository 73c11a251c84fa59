import { describe, expect, it } from 'vitest';
import { dailyVoiceSecondsLeft, planAt, voiceMinutesRemaining } from './limits';
import { plans } from './plans';

const now = new Date('2026-11-21T12:00:00Z');

describe('planAt', () => {
  it('reads the stored plan, and anything unknown as free', () => {
    expect(planAt({ subscriptionPlan: 'premium-monthly', passExpiresAt: null }, now).id).toBe('premium-monthly');
    expect(planAt({ subscriptionPlan: 'premium-annual', passExpiresAt: null }, now).id).toBe('premium-annual');
    expect(planAt({ subscriptionPlan: 'gold', passExpiresAt: null }, now).id).toBe('free');
  });

  it('counts a 24-hour pass as free once it has expired (or when it has no expiry)', () => {
    expect(planAt({ subscriptionPlan: '24hour_pass', passExpiresAt: '2026-11-21T12:00:01Z' }, now).id).toBe('24hour_pass');
    expect(planAt({ subscriptionPlan: '24hour_pass', passExpiresAt: new Date('2026-11-21T12:00:00Z') }, now).id).toBe('free');
    expect(planAt({ subscriptionPlan: '24hour_pass', passExpiresAt: null }, now).id).toBe('free');
    expect(planAt({ subscriptionPlan: '24hour_pass', passExpiresAt: 'soon' }, now).id).toBe('free');
  });
});

describe('voice allowance', () => {
  it('gives free users 900 s a day and premium users no limit', () => {
    expect(dailyVoiceSecondsLeft(plans.free, 0)).toBe(900);
    expect(dailyVoiceSecondsLeft(plans.free, 899)).toBe(1);
    expect(dailyVoiceSecondsLeft(plans.free, 1200)).toBe(0);
    expect(dailyVoiceSecondsLeft(plans['24hour_pass'], 5000)).toBeNull();
  });

  it('rounds used minutes up (SPEC section 9)', () => {
    expect(voiceMinutesRemaining(plans.free, 0)).toBe(15);
    expect(voiceMinutesRemaining(plans.free, 61)).toBe(13);
    expect(voiceMinutesRemaining(plans.free, 3600)).toBe(0);
    expect(voiceMinutesRemaining(plans['premium-monthly'], 61)).toBeNull();
  });
});
