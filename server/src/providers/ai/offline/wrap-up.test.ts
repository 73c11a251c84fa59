import { describe, expect, it } from 'vitest';
import { languageCodes } from '@shared/preferences';
import type { WrapUpSourceData } from '../wrap-up-source';
import type { ReplyRequest } from '../ai-provider';
import { createOfflineAiProvider } from './offline-provider';
import { composeWrapUp, wrapUpSourceIn } from './wrap-up';

/** Moods 2 (Mon), 4 (Wed), 5 (Fri): the later half (Fri) is above the earlier half (Mon, Wed). */
interface WeekChanges {
  mood?: Partial<WrapUpSourceData['mood_data']>;
  sessions?: Partial<WrapUpSourceData['session_data']>;
}

const week = (overrides: WeekChanges = {}): WrapUpSourceData => ({
  period_start: '2026-11-23',
  period_end: '2026-11-29',
  mood_data: {
    mood_average: 3.67,
    energy_average: 3,
    stress_average: 3.8,
    sleep_average: 2.3,
    entry_count: 3,
    best_day: 'Friday',
    challenging_day: 'Monday',
    first_half_mood_average: 3,
    second_half_mood_average: 5,
    ...overrides.mood,
  },
  session_data: { total_sessions: 2, total_duration: 1500, avg_duration: 750, most_active_day: 'Wednesday', ...overrides.sessions },
});

const noCheckIns = {
  mood_average: null,
  energy_average: null,
  stress_average: null,
  sleep_average: null,
  entry_count: 0,
  best_day: null,
  challenging_day: null,
  first_half_mood_average: null,
  second_half_mood_average: null,
};

describe('offline wrap-up', () => {
  it('writes the English wrap-up from the figures', () => {
    expect(composeWrapUp(week(), 'en')).toEqual({
      summary:
        'You checked in 3 times this week, with an average mood of 3.7/5. You had 2 sessions with Solace, 25 minutes in all. ' +
        'Your mood lifted as the week went on.',
      insights: [
        'Friday was your best day, and Monday was the most challenging.',
        'Stress ran high, averaging 3.8/5.',
        'Sleep quality was low, averaging 2.3/5.',
        'Your sessions lasted about 13 minutes on average, and Wednesday was your most active day.',
      ],
      recommendations: [
        'Try a calming wind-down routine before bed: dim the lights, put screens away and keep a regular bedtime.',
        'When stress builds, take a few minutes for the guided breathing exercise: in for 4, hold for 4, out for 6.',
        'Try to check in with your mood every day; it takes a minute and makes patterns easier to see.',
      ],
      trend: 'improving',
    });
  });

  it('chooses its insights, recommendations and trend by the figures', () => {
    const calm = composeWrapUp(
      week({
        mood: { entry_count: 5, stress_average: 1.6, sleep_average: 4.2, first_half_mood_average: 4.33, second_half_mood_average: 3.5 },
        sessions: { total_sessions: 0, total_duration: 0, avg_duration: 0, most_active_day: null },
      }),
      'en',
    );
    expect(calm.trend).toBe('declining');
    expect(calm.summary).toBe(
      'You checked in 5 times this week, with an average mood of 3.7/5. Your mood dipped as the week went on; be gentle with yourself.',
    );
    expect(calm.insights).toEqual([
      'Friday was your best day, and Monday was the most challenging.',
      'Stress stayed low, averaging 1.6/5.',
      'You slept well, averaging 4.2/5.',
    ]);
    expect(calm.recommendations).toEqual([
      'When something is on your mind, try a short session with Solace to talk it through.',
      'Make time for rest and for the small things you enjoy.',
    ]);

    const sameEveryDay = { best_day: 'Tuesday', challenging_day: 'Tuesday', mood_average: 4, first_half_mood_average: 4, second_half_mood_average: 4 };
    const steady = composeWrapUp(week({ mood: sameEveryDay }), 'en');
    expect(steady.trend).toBe('stable');
    expect(steady.insights[0]).toBe('Your mood held steady at 4.0/5 on every day you checked in.');
    expect(steady.summary).toContain('Your mood stayed fairly steady through the week.');

    const oneShortSession = { total_sessions: 1, total_duration: 40, avg_duration: 40, most_active_day: 'Sunday' };
    const sessionsOnly = composeWrapUp(week({ mood: noCheckIns, sessions: oneShortSession }), 'en');
    expect(sessionsOnly).toEqual({
      summary: "You didn't record a mood check-in this week. You had one session with Solace (1 minute).",
      insights: [
        'Without mood check-ins, how your mood moved this week is hard to see.',
        'Your sessions lasted about 1 minute on average, and Sunday was your most active day.',
      ],
      recommendations: [
        'Try to check in with your mood every day; it takes a minute and makes patterns easier to see.',
        'Keep talking things through with Solace; putting feelings into words helps lighten them.',
      ],
      trend: 'stable',
    });
  });

  it('suggests checking in only as often as the plan allows', () => {
    const daily = 'Try to check in with your mood every day; it takes a minute and makes patterns easier to see.';
    const weekly = 'Take a minute for your weekly mood check-in; over a few weeks it makes patterns easier to see.';
    const onePerWeek = (mood: WeekChanges['mood']) => ({ ...week({ mood }), check_ins_allowed_per_week: 1 });
    // One check-in a week, used: nothing more to suggest; none used: this week's one.
    expect(composeWrapUp(onePerWeek({ entry_count: 1 }), 'en').recommendations).not.toContain(daily);
    expect(composeWrapUp(onePerWeek({ entry_count: 1 }), 'en').recommendations).not.toContain(weekly);
    expect(composeWrapUp(onePerWeek(noCheckIns), 'en').recommendations).toContain(weekly);
    expect(composeWrapUp(onePerWeek(noCheckIns), 'en').recommendations).not.toContain(daily);
    // A check-in every day allowed (null): a few check-ins still suggest more.
    expect(composeWrapUp({ ...week(), check_ins_allowed_per_week: null }, 'en').recommendations).toContain(daily);
    for (const language of languageCodes) {
      expect(composeWrapUp(onePerWeek(noCheckIns), language).recommendations.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('writes every language in its own words, with its own weekday names', () => {
    const english = composeWrapUp(week(), 'en');
    const englishTexts = new Set([english.summary, ...english.insights, ...english.recommendations]);
    for (const language of languageCodes.filter((code) => code !== 'en')) {
      const wrapUp = composeWrapUp(week(), language);
      const texts = [wrapUp.summary, ...wrapUp.insights, ...wrapUp.recommendations];
      expect(wrapUp.insights).toHaveLength(english.insights.length);
      expect(wrapUp.recommendations).toHaveLength(english.recommendations.length);
      expect(wrapUp.trend).toBe('improving');
      for (const text of texts) {
        expect(text.trim().length, `${language}: ${text}`).toBeGreaterThan(0);
        expect(englishTexts.has(text), `${language} repeats the English: ${text}`).toBe(false);
        expect(text, `${language} names an English weekday: ${text}`).not.toMatch(/Monday|Wednesday|Friday/);
      }
      const friday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 5)));
      expect(wrapUp.insights[0]).toContain(friday);
    }
  });

  it('reads the source data from the last user message only when it is the wrap-up shape', () => {
    expect(wrapUpSourceIn([{ role: 'user', content: JSON.stringify(week()) }])).toEqual(week());
    expect(wrapUpSourceIn([{ role: 'user', content: 'I had a hard week' }])).toBeNull();
    expect(wrapUpSourceIn([{ role: 'user', content: '{"summary": "not a week"}' }])).toBeNull();
  });

  it('answers an insights request carrying the figures with the wrap-up, and a conversation as before', async () => {
    const ai = createOfflineAiProvider();
    const request = (content: string): ReplyRequest => ({
      messages: [
        { role: 'system', content: 'Write a weekly wrap-up.' },
        { role: 'user', content },
      ],
      purpose: 'insights',
      maxTokens: 700,
      temperature: 0.7,
      language: 'de',
      signal: new AbortController().signal,
    });
    await expect(ai.completeJson(request(JSON.stringify(week())))).resolves.toEqual(composeWrapUp(week(), 'de'));
    await expect(ai.completeJson(request('Ich bin so gestresst'))).resolves.toMatchObject({
      insights: ['Wiederkehrendes Thema: Stress.', expect.any(String)],
    });
  });
});
