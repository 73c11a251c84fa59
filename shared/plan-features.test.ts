import { describe, expect, it } from 'vitest';
import { limitReasons, SESSION_CAP_SECONDS } from './limits';
import { sessionMessages } from '../tests/support/english-texts';
import { passFeatures, planFeatures } from './plan-features';
import { planIds, plans, UNLIMITED } from './plans';
import { inWords } from '../tests/support/in-words';

describe('what each plan is said to give', () => {
  it("says the free plan's daily voice, weekly check-in and monthly wrap-up", () => {
    expect(inWords(planFeatures(plans.free))).toEqual(['15 minutes of voice per day', '1 mood check-in per week', 'A wrap-up every month']);
  });

  it('says Premium has no daily limit and that every call still ends after the cap', () => {
    expect(inWords(planFeatures(plans['premium-monthly']))).toEqual([
      `Voice calls with no daily limit, up to ${SESSION_CAP_SECONDS / 60} minutes each`,
      'A mood check-in every day',
      'The Productivity Guide',
      'A new wrap-up every day',
    ]);
    expect(inWords(passFeatures)[0]).toBe('For 24 hours: voice calls with no daily limit, up to 15 minutes each');
    // The pass's words say it has no daily limit: true only while its plan has none.
    expect(plans['24hour_pass'].limits.dailyVoiceMinutes).toBe(UNLIMITED);
  });

  it('never promises unlimited voice or daily check-ins to a plan that does not have them', () => {
    for (const id of planIds) {
      const lines = inWords(planFeatures(plans[id])).join(' | ');
      expect(lines).not.toMatch(/unlimited/i);
      if (plans[id].limits.moodCheckInsPerWeek !== -1) expect(lines).not.toMatch(/every day|daily check/i);
    }
  });

  it('promises no unlimited voice where a limit is met either', () => {
    expect(inWords([{ key: limitReasons.voice }])[0]).not.toMatch(/unlimited/i);
    expect(sessionMessages.dailyLimit).not.toMatch(/unlimited/i);
  });
});
