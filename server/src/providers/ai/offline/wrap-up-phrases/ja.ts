import type { WrapUpPhrases } from './wrap-up-phrases';

export const japaneseWrapUp: WrapUpPhrases = {
  locale: 'ja',
  summary: {
    checkIns: (count, mood) =>
      count === 1 ? `今週は気分を1回記録し、気分は${mood}/5でした。` : `今週は気分を${count}回記録し、平均の気分は${mood}/5でした。`,
    noCheckIns: '今週はまだ気分の記録がありません。',
    sessions: (count, duration) => `Solaceとのセッションは${count}回、合計${duration}でした。`,
    trend: {
      improving: '週が進むにつれて、気分が上向きになりました。',
      declining: '週が進むにつれて、気分が少し下がりました。自分をいたわってください。',
      stable: '今週の気分はおおむね安定していました。',
    },
  },
  insights: {
    bestAndHardest: (best, hardest) => `一番気分が良かったのは${best}、一番つらかったのは${hardest}でした。`,
    steadyMood: (mood) => `記録したどの日も、気分は${mood}/5で安定していました。`,
    stress: {
      high: (average) => `ストレスは高めで、平均${average}/5でした。`,
      moderate: (average) => `ストレスは中程度で、平均${average}/5でした。`,
      low: (average) => `ストレスは低めで、平均${average}/5でした。`,
    },
    sleep: {
      poor: (average) => `睡眠の質は低めで、平均${average}/5でした。`,
      fair: (average) => `睡眠の質はまずまずで、平均${average}/5でした。`,
      good: (average) => `よく眠れていて、平均${average}/5でした。`,
    },
    sessionPattern: (averageDuration, day) => `セッションは平均で約${averageDuration}で、${day}が一番活発な日でした。`,
    noCheckIns: '気分の記録がないため、今週の気分の変化はわかりにくい状態です。',
    general: '定期的に気分を記録すると、自分の気持ちのパターンに気づきやすくなります。',
  },
  recommendations: {
    windDown: '寝る前に落ち着く習慣を試してみましょう。照明を暗くし、画面から離れ、毎日同じ時間に寝るようにします。',
    breathing: 'ストレスを感じたら、数分間ガイド付きの呼吸エクササイズをしてみましょう。4秒吸って、4秒止めて、6秒吐きます。',
    dailyCheckIn: '毎日気分を記録してみましょう。1分で済み、パターンが見えやすくなります。',
    weeklyCheckIn: '週に一度の気分の記録に1分だけ使ってみましょう。数週間続けると、パターンが見えやすくなります。',
    keepTalking: 'これからもSolaceに気持ちを話してみてください。言葉にすると気持ちが軽くなります。',
    trySession: '気になることがあるときは、Solaceと短いセッションで話してみましょう。',
    rest: '休む時間と、好きな小さなことを楽しむ時間を作りましょう。',
  },
};
