import type { WrapUpPhrases } from './wrap-up-phrases';

export const frenchWrapUp: WrapUpPhrases = {
  locale: 'fr',
  summary: {
    checkIns: (count, mood) =>
      count === 1
        ? `Cette semaine, tu as noté ton humeur une fois, à ${mood}/5.`
        : `Cette semaine, tu as noté ton humeur ${count} fois, avec une moyenne de ${mood}/5.`,
    noCheckIns: "Tu n'as pas noté ton humeur cette semaine.",
    sessions: (count, duration) =>
      count === 1 ? `Tu as eu une séance avec Solace (${duration}).` : `Tu as eu ${count} séances avec Solace, ${duration} au total.`,
    trend: {
      improving: "Ton humeur s'est améliorée au fil de la semaine.",
      declining: 'Ton humeur a baissé au fil de la semaine ; sois indulgent avec toi-même.',
      stable: 'Ton humeur est restée plutôt stable cette semaine.',
    },
  },
  insights: {
    bestAndHardest: (best, hardest) => `Ton meilleur jour a été ${best}, et le plus difficile ${hardest}.`,
    steadyMood: (mood) => `Ton humeur est restée à ${mood}/5 chaque jour où tu l'as notée.`,
    stress: {
      high: (average) => `Le stress a été élevé, avec une moyenne de ${average}/5.`,
      moderate: (average) => `Le stress a été modéré, avec une moyenne de ${average}/5.`,
      low: (average) => `Le stress est resté faible, avec une moyenne de ${average}/5.`,
    },
    sleep: {
      poor: (average) => `La qualité du sommeil a été faible, avec une moyenne de ${average}/5.`,
      fair: (average) => `La qualité du sommeil a été correcte, avec une moyenne de ${average}/5.`,
      good: (average) => `Tu as bien dormi, avec une moyenne de ${average}/5.`,
    },
    sessionPattern: (averageDuration, day) =>
      `Tes séances ont duré environ ${averageDuration} en moyenne, et ${day} a été ton jour le plus actif.`,
    noCheckIns: "Sans suivi de l'humeur, il est difficile de voir comment elle a évolué cette semaine.",
    general: "Noter ton humeur régulièrement t'aide à repérer des tendances dans ce que tu ressens.",
  },
  recommendations: {
    windDown: 'Essaie une routine apaisante avant le coucher : lumière tamisée, écrans éteints et heure de coucher régulière.',
    breathing: "Quand le stress monte, prends quelques minutes pour l'exercice de respiration guidée : inspire 4, retiens 4, expire 6.",
    dailyCheckIn: 'Essaie de noter ton humeur chaque jour : cela prend une minute et rend les tendances plus faciles à voir.',
    weeklyCheckIn: 'Prends une minute pour ton suivi d’humeur hebdomadaire : au fil des semaines, les tendances deviennent plus faciles à voir.',
    keepTalking: 'Continue à parler de ce que tu vis avec Solace ; mettre des mots sur ses émotions aide à les alléger.',
    trySession: 'Quand quelque chose te pèse, essaie une courte séance avec Solace pour en parler.',
    rest: 'Prends du temps pour te reposer et pour les petites choses que tu aimes.',
  },
};
