import type { WrapUpPhrases } from './wrap-up-phrases';

export const koreanWrapUp: WrapUpPhrases = {
  locale: 'ko',
  summary: {
    checkIns: (count, mood) =>
      count === 1
        ? `이번 주에 기분을 한 번 기록했고, 기분은 ${mood}/5였어요.`
        : `이번 주에 기분을 ${count}번 기록했고, 평균 기분은 ${mood}/5였어요.`,
    noCheckIns: '이번 주에는 아직 기분 기록이 없어요.',
    sessions: (count, duration) => `Solace와 ${count}번 세션을 했고, 모두 ${duration}이었어요.`,
    trend: {
      improving: '한 주가 지나면서 기분이 점점 나아졌어요.',
      declining: '한 주가 지나면서 기분이 조금 가라앉았어요. 스스로에게 너그러워지세요.',
      stable: '이번 주 기분은 대체로 안정적이었어요.',
    },
  },
  insights: {
    bestAndHardest: (best, hardest) => `가장 기분이 좋았던 날은 ${best}, 가장 힘들었던 날은 ${hardest}이었어요.`,
    steadyMood: (mood) => `기록한 모든 날에 기분이 ${mood}/5로 일정했어요.`,
    stress: {
      high: (average) => `스트레스가 높은 편이었어요(평균 ${average}/5).`,
      moderate: (average) => `스트레스는 보통이었어요(평균 ${average}/5).`,
      low: (average) => `스트레스는 낮은 편이었어요(평균 ${average}/5).`,
    },
    sleep: {
      poor: (average) => `수면의 질이 낮은 편이었어요(평균 ${average}/5).`,
      fair: (average) => `수면의 질은 보통이었어요(평균 ${average}/5).`,
      good: (average) => `잠을 잘 잤어요(평균 ${average}/5).`,
    },
    sessionPattern: (averageDuration, day) => `세션은 평균 약 ${averageDuration}이었고, ${day}이 가장 활발한 날이었어요.`,
    noCheckIns: '기분 기록이 없어서 이번 주 기분의 변화를 알기 어려워요.',
    general: '꾸준히 기분을 기록하면 감정의 패턴을 알아차리는 데 도움이 돼요.',
  },
  recommendations: {
    windDown: '잠들기 전 차분한 루틴을 만들어 보세요. 조명을 낮추고, 화면을 멀리하고, 같은 시간에 잠자리에 드세요.',
    breathing: '스트레스가 쌓이면 몇 분 동안 호흡 연습을 해 보세요. 4초 들이쉬고, 4초 멈추고, 6초 내쉬세요.',
    dailyCheckIn: '매일 기분을 기록해 보세요. 1분이면 충분하고 패턴이 더 잘 보여요.',
    weeklyCheckIn: '매주 한 번의 기분 기록에 1분만 내 보세요. 몇 주가 쌓이면 패턴이 더 잘 보여요.',
    keepTalking: '앞으로도 Solace와 이야기를 나눠 보세요. 감정을 말로 표현하면 마음이 가벼워져요.',
    trySession: '마음에 걸리는 일이 있을 때 Solace와 짧은 세션으로 이야기해 보세요.',
    rest: '쉬는 시간과 좋아하는 작은 일을 즐기는 시간을 가지세요.',
  },
};
