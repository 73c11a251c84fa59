import { describe, expect, it } from 'vitest';
import { checkLimit, dailyVoiceSecondsLeft, limitReasons, planAt, voiceMinutesRemaining } from './limits';
import { plans } from './plans';
import { inWords } from '../tests/support/in-words';

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

describe('checkLimit: the one rule for what a plan allows', () => {
  it('allows the free plan one mood check-in a week, and premium and the pass any number', () => {
    expect(checkLimit(plans.free, 'mood', { weeklyMoodCheckIns: 0 })).toEqual({ allowed: true });
    expect(checkLimit(plans.free, 'mood', { weeklyMoodCheckIns: 1 })).toEqual({ allowed: false, reason: limitReasons.mood });
    expect(checkLimit(plans['premium-monthly'], 'mood', { weeklyMoodCheckIns: 40 })).toEqual({ allowed: true });
    expect(checkLimit(plans['24hour_pass'], 'mood', { weeklyMoodCheckIns: 9 })).toEqual({ allowed: true });
  });

  it('opens the productivity guide to premium plans and the pass only', () => {
    expect(checkLimit(plans.free, 'productivity')).toEqual({ allowed: false, reason: limitReasons.productivity });
    expect(checkLimit(plans['premium-annual'], 'productivity').allowed).toBe(true);
    expect(checkLimit(plans['24hour_pass'], 'productivity').allowed).toBe(true);
  });

  it('allows one wrap-up per period: a month on free, a week on the pass, a day on premium', () => {
    expect(plans.free.limits.wrapUpFrequency).toBe('monthly');
    expect(plans['24hour_pass'].limits.wrapUpFrequency).toBe('weekly');
    expect(plans['premium-monthly'].limits.wrapUpFrequency).toBe('daily');
    expect(checkLimit(plans.free, 'wrap_up', { wrapUpsThisPeriod: 0 }).allowed).toBe(true);
    expect(checkLimit(plans.free, 'wrap_up', { wrapUpsThisPeriod: 1 })).toEqual({ allowed: false, reason: limitReasons.wrapUp('monthly') });
    expect(inWords([{ key: limitReasons.wrapUp('monthly') }])).toEqual(['Your plan includes one wrap-up a month; more frequent wrap-ups are a Premium feature.']);
    expect(checkLimit(plans['24hour_pass'], 'wrap_up', { wrapUpsThisPeriod: 1 })).toEqual({ allowed: false, reason: limitReasons.wrapUp('weekly') });
    expect(inWords([{ key: limitReasons.wrapUp('weekly') }])[0]).toContain('a week');
    expect(checkLimit(plans['premium-monthly'], 'wrap_up', { wrapUpsThisPeriod: 1 }).allowed).toBe(false);
  });

  it('stops voice when the day is used up on a limited plan only', () => {
    expect(checkLimit(plans.free, 'voice', { todayVoiceSeconds: 899 }).allowed).toBe(true);
    expect(checkLimit(plans.free, 'voice', { todayVoiceSeconds: 900 })).toEqual({ allowed: false, reason: limitReasons.voice });
    expect(inWords([{ key: limitReasons.voice }])).toEqual(["You've reached your daily voice limit. Upgrade to Premium for voice calls with no daily limit."]);
    expect(checkLimit(plans['premium-monthly'], 'voice', { todayVoiceSeconds: 99_999 }).allowed).toBe(true);
  });
});

describe('the limit reasons in the person’s language', () => {
  it('says each reason in Spanish for a Spanish reader', () => {
    const reasons = [limitReasons.voice, limitReasons.mood, limitReasons.productivity, limitReasons.wrapUp('daily'), limitReasons.generic];
    const english = inWords(reasons.map((key) => ({ key })));
    const spanish = inWords(reasons.map((key) => ({ key })), 'es');
    expect(spanish[2]).toBe('La Guía de productividad es una función Premium.');
    spanish.forEach((text, i) => expect(text).not.toBe(english[i]));
  });
});
