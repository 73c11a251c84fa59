import type { WrapUpPhrases } from './wrap-up-phrases';

export const chineseWrapUp: WrapUpPhrases = {
  locale: 'zh-CN',
  summary: {
    checkIns: (count, mood) =>
      count === 1 ? `本周你记录了1次心情，心情评分为${mood}/5。` : `本周你记录了${count}次心情，平均心情评分为${mood}/5。`,
    noCheckIns: '本周你还没有记录心情。',
    sessions: (count, duration) => `你与Solace进行了${count}次对话，共${duration}。`,
    trend: {
      improving: '随着一周过去，你的心情逐渐好转。',
      declining: '随着一周过去，你的心情有所下降，请温柔地对待自己。',
      stable: '这一周你的心情总体保持平稳。',
    },
  },
  insights: {
    bestAndHardest: (best, hardest) => `${best}是你心情最好的一天，${hardest}是最艰难的一天。`,
    steadyMood: (mood) => `你记录的每一天，心情都保持在${mood}/5。`,
    stress: {
      high: (average) => `压力偏高，平均${average}/5。`,
      moderate: (average) => `压力适中，平均${average}/5。`,
      low: (average) => `压力较低，平均${average}/5。`,
    },
    sleep: {
      poor: (average) => `睡眠质量偏低，平均${average}/5。`,
      fair: (average) => `睡眠质量一般，平均${average}/5。`,
      good: (average) => `你睡得不错，平均${average}/5。`,
    },
    sessionPattern: (averageDuration, day) => `你的每次对话平均约${averageDuration}，${day}是你最活跃的一天。`,
    noCheckIns: '没有心情记录，很难看出你本周的心情变化。',
    general: '定期记录心情能帮助你发现自己感受中的规律。',
  },
  recommendations: {
    windDown: '试试睡前的放松习惯：调暗灯光、放下屏幕，并保持固定的就寝时间。',
    breathing: '压力上升时，花几分钟做一次引导呼吸练习：吸气4秒，屏息4秒，呼气6秒。',
    dailyCheckIn: '试着每天记录一次心情；只需一分钟，却能让规律更容易看清。',
    weeklyCheckIn: '花一分钟完成每周一次的心情记录；坚持几周，规律就更容易看清。',
    keepTalking: '继续和Solace聊聊你的感受；把感受说出来能让它们变轻一些。',
    trySession: '有心事的时候，试着和Solace进行一次简短的对话。',
    rest: '留些时间休息，也留些时间给让你开心的小事。',
  },
};
