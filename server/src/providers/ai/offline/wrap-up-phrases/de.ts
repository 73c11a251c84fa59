import type { WrapUpPhrases } from './wrap-up-phrases';

export const germanWrapUp: WrapUpPhrases = {
  locale: 'de',
  summary: {
    checkIns: (count, mood) =>
      count === 1
        ? `Du hast diese Woche einmal deine Stimmung eingetragen, mit ${mood}/5.`
        : `Du hast diese Woche ${count}-mal deine Stimmung eingetragen, im Schnitt mit ${mood}/5.`,
    noCheckIns: 'Du hast diese Woche keine Stimmung eingetragen.',
    sessions: (count, duration) =>
      count === 1 ? `Du hattest eine Sitzung mit Solace (${duration}).` : `Du hattest ${count} Sitzungen mit Solace, insgesamt ${duration}.`,
    trend: {
      improving: 'Deine Stimmung hat sich im Laufe der Woche verbessert.',
      declining: 'Deine Stimmung ist im Laufe der Woche gesunken; sei nachsichtig mit dir.',
      stable: 'Deine Stimmung blieb die Woche über recht stabil.',
    },
  },
  insights: {
    bestAndHardest: (best, hardest) => `${best} war dein bester Tag, ${hardest} der schwierigste.`,
    steadyMood: (mood) => `Deine Stimmung lag an jedem eingetragenen Tag bei ${mood}/5.`,
    stress: {
      high: (average) => `Der Stress war hoch, im Schnitt ${average}/5.`,
      moderate: (average) => `Der Stress war mäßig, im Schnitt ${average}/5.`,
      low: (average) => `Der Stress blieb niedrig, im Schnitt ${average}/5.`,
    },
    sleep: {
      poor: (average) => `Deine Schlafqualität war niedrig, im Schnitt ${average}/5.`,
      fair: (average) => `Deine Schlafqualität war mittelmäßig, im Schnitt ${average}/5.`,
      good: (average) => `Du hast gut geschlafen, im Schnitt ${average}/5.`,
    },
    sessionPattern: (averageDuration, day) =>
      `Deine Sitzungen dauerten im Schnitt etwa ${averageDuration}, und ${day} war dein aktivster Tag.`,
    noCheckIns: 'Ohne Stimmungseinträge lässt sich schwer sagen, wie sich deine Stimmung diese Woche verändert hat.',
    general: 'Regelmäßige Einträge helfen dir, Muster in deinen Gefühlen zu erkennen.',
  },
  recommendations: {
    windDown: 'Probier eine ruhige Abendroutine: gedimmtes Licht, Bildschirme weg und eine feste Schlafenszeit.',
    breathing: 'Wenn der Stress steigt, nimm dir ein paar Minuten für die geführte Atemübung: 4 ein, 4 halten, 6 aus.',
    dailyCheckIn: 'Versuch, jeden Tag deine Stimmung einzutragen; das dauert nur eine Minute und macht Muster leichter sichtbar.',
    weeklyCheckIn: 'Nimm dir eine Minute für deinen wöchentlichen Stimmungseintrag; über ein paar Wochen werden Muster leichter sichtbar.',
    keepTalking: 'Sprich weiter mit Solace über das, was dich beschäftigt; Gefühle in Worte zu fassen macht sie leichter.',
    trySession: 'Wenn dich etwas beschäftigt, probier eine kurze Sitzung mit Solace, um darüber zu sprechen.',
    rest: 'Nimm dir Zeit für Ruhe und für die kleinen Dinge, die dir Freude machen.',
  },
};
