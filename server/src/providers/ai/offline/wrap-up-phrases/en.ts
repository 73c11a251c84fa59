import type { WrapUpPhrases } from './wrap-up-phrases';

export const englishWrapUp: WrapUpPhrases = {
  locale: 'en-US',
  summary: {
    checkIns: (count, mood) =>
      count === 1
        ? `You checked in once this week, with a mood of ${mood}/5.`
        : `You checked in ${count} times this week, with an average mood of ${mood}/5.`,
    noCheckIns: "You didn't record a mood check-in this week.",
    sessions: (count, duration) =>
      count === 1 ? `You had one session with Solace (${duration}).` : `You had ${count} sessions with Solace, ${duration} in all.`,
    trend: {
      improving: 'Your mood lifted as the week went on.',
      declining: 'Your mood dipped as the week went on; be gentle with yourself.',
      stable: 'Your mood stayed fairly steady through the week.',
    },
  },
  insights: {
    bestAndHardest: (best, hardest) => `${best} was your best day, and ${hardest} was the most challenging.`,
    steadyMood: (mood) => `Your mood held steady at ${mood}/5 on every day you checked in.`,
    stress: {
      high: (average) => `Stress ran high, averaging ${average}/5.`,
      moderate: (average) => `Stress was moderate, averaging ${average}/5.`,
      low: (average) => `Stress stayed low, averaging ${average}/5.`,
    },
    sleep: {
      poor: (average) => `Sleep quality was low, averaging ${average}/5.`,
      fair: (average) => `Sleep quality was fair, averaging ${average}/5.`,
      good: (average) => `You slept well, averaging ${average}/5.`,
    },
    sessionPattern: (averageDuration, day) =>
      `Your sessions lasted about ${averageDuration} on average, and ${day} was your most active day.`,
    noCheckIns: 'Without mood check-ins, how your mood moved this week is hard to see.',
    general: 'Checking in regularly helps you notice patterns in how you feel.',
  },
  recommendations: {
    windDown: 'Try a calming wind-down routine before bed: dim the lights, put screens away and keep a regular bedtime.',
    breathing: 'When stress builds, take a few minutes for the guided breathing exercise: in for 4, hold for 4, out for 6.',
    dailyCheckIn: 'Try to check in with your mood every day; it takes a minute and makes patterns easier to see.',
    weeklyCheckIn: 'Take a minute for your weekly mood check-in; over a few weeks it makes patterns easier to see.',
    keepTalking: 'Keep talking things through with Solace; putting feelings into words helps lighten them.',
    trySession: 'When something is on your mind, try a short session with Solace to talk it through.',
    rest: 'Make time for rest and for the small things you enjoy.',
  },
};
