import type { WrapUpPhrases } from './wrap-up-phrases';

export const italianWrapUp: WrapUpPhrases = {
  locale: 'it',
  summary: {
    checkIns: (count, mood) =>
      count === 1
        ? `Questa settimana hai registrato il tuo umore una volta, con ${mood}/5.`
        : `Questa settimana hai registrato il tuo umore ${count} volte, con una media di ${mood}/5.`,
    noCheckIns: 'Questa settimana non hai registrato il tuo umore.',
    sessions: (count, duration) =>
      count === 1 ? `Hai fatto una sessione con Solace (${duration}).` : `Hai fatto ${count} sessioni con Solace, ${duration} in tutto.`,
    trend: {
      improving: 'Il tuo umore è migliorato nel corso della settimana.',
      declining: 'Il tuo umore è calato nel corso della settimana; sii gentile con te stesso.',
      stable: 'Il tuo umore è rimasto piuttosto stabile durante la settimana.',
    },
  },
  insights: {
    bestAndHardest: (best, hardest) => `Il tuo giorno migliore è stato ${best}, il più difficile ${hardest}.`,
    steadyMood: (mood) => `Il tuo umore è rimasto a ${mood}/5 in ogni giorno registrato.`,
    stress: {
      high: (average) => `Lo stress è stato alto, con una media di ${average}/5.`,
      moderate: (average) => `Lo stress è stato moderato, con una media di ${average}/5.`,
      low: (average) => `Lo stress è rimasto basso, con una media di ${average}/5.`,
    },
    sleep: {
      poor: (average) => `La qualità del sonno è stata bassa, con una media di ${average}/5.`,
      fair: (average) => `La qualità del sonno è stata discreta, con una media di ${average}/5.`,
      good: (average) => `Hai dormito bene, con una media di ${average}/5.`,
    },
    sessionPattern: (averageDuration, day) =>
      `Le tue sessioni sono durate in media circa ${averageDuration}, e ${day} è stato il tuo giorno più attivo.`,
    noCheckIns: "Senza registrazioni dell'umore è difficile vedere come è cambiato questa settimana.",
    general: "Registrare l'umore con regolarità ti aiuta a notare schemi in come ti senti.",
  },
  recommendations: {
    windDown: 'Prova una routine rilassante prima di dormire: luci soffuse, schermi spenti e un orario regolare per andare a letto.',
    breathing: "Quando lo stress sale, dedica qualche minuto all'esercizio di respirazione guidata: inspira per 4, trattieni per 4, espira per 6.",
    dailyCheckIn: 'Prova a registrare il tuo umore ogni giorno: basta un minuto e gli schemi diventano più facili da vedere.',
    weeklyCheckIn: 'Prenditi un minuto per la tua registrazione settimanale dell’umore: nel giro di qualche settimana gli schemi diventano più facili da vedere.',
    keepTalking: 'Continua a parlare delle cose con Solace; mettere in parole le emozioni aiuta ad alleggerirle.',
    trySession: 'Quando hai qualcosa in mente, prova una breve sessione con Solace per parlarne.',
    rest: 'Trova del tempo per riposare e per le piccole cose che ti piacciono.',
  },
};
