import type { WrapUpPhrases } from './wrap-up-phrases';

export const portugueseWrapUp: WrapUpPhrases = {
  locale: 'pt-BR',
  summary: {
    checkIns: (count, mood) =>
      count === 1
        ? `Nesta semana você registrou seu humor uma vez, com ${mood}/5.`
        : `Nesta semana você registrou seu humor ${count} vezes, com média de ${mood}/5.`,
    noCheckIns: 'Nesta semana você não registrou seu humor.',
    sessions: (count, duration) =>
      count === 1 ? `Você teve uma sessão com Solace (${duration}).` : `Você teve ${count} sessões com Solace, ${duration} no total.`,
    trend: {
      improving: 'Seu humor melhorou ao longo da semana.',
      declining: 'Seu humor caiu ao longo da semana; seja gentil consigo.',
      stable: 'Seu humor ficou bastante estável durante a semana.',
    },
  },
  insights: {
    bestAndHardest: (best, hardest) => `Seu melhor dia foi ${best}, e o mais difícil foi ${hardest}.`,
    steadyMood: (mood) => `Seu humor ficou em ${mood}/5 em todos os dias que você registrou.`,
    stress: {
      high: (average) => `O estresse esteve alto, com média de ${average}/5.`,
      moderate: (average) => `O estresse foi moderado, com média de ${average}/5.`,
      low: (average) => `O estresse ficou baixo, com média de ${average}/5.`,
    },
    sleep: {
      poor: (average) => `A qualidade do sono foi baixa, com média de ${average}/5.`,
      fair: (average) => `A qualidade do sono foi razoável, com média de ${average}/5.`,
      good: (average) => `Você dormiu bem, com média de ${average}/5.`,
    },
    sessionPattern: (averageDuration, day) =>
      `Suas sessões duraram cerca de ${averageDuration} em média, e ${day} foi seu dia mais ativo.`,
    noCheckIns: 'Sem registros de humor, é difícil ver como ele mudou nesta semana.',
    general: 'Registrar seu humor com regularidade ajuda você a perceber padrões no que sente.',
  },
  recommendations: {
    windDown: 'Experimente uma rotina tranquila antes de dormir: luzes baixas, telas desligadas e um horário regular para deitar.',
    breathing: 'Quando o estresse aumentar, reserve alguns minutos para o exercício de respiração guiada: inspire por 4, segure por 4, expire por 6.',
    dailyCheckIn: 'Tente registrar seu humor todos os dias; leva só um minuto e deixa os padrões mais fáceis de ver.',
    weeklyCheckIn: 'Reserve um minuto para o seu registro de humor semanal; em algumas semanas, os padrões ficam mais fáceis de ver.',
    keepTalking: 'Continue conversando com Solace sobre o que sente; colocar os sentimentos em palavras ajuda a aliviá-los.',
    trySession: 'Quando algo estiver pesando, experimente uma sessão curta com Solace para conversar sobre isso.',
    rest: 'Reserve tempo para descansar e para as pequenas coisas de que você gosta.',
  },
};
