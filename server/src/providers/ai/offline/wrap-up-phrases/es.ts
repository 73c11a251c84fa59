import type { WrapUpPhrases } from './wrap-up-phrases';

export const spanishWrapUp: WrapUpPhrases = {
  locale: 'es',
  summary: {
    checkIns: (count, mood) =>
      count === 1
        ? `Esta semana registraste tu estado de ánimo una vez, con un ánimo de ${mood}/5.`
        : `Esta semana registraste tu estado de ánimo ${count} veces, con un ánimo medio de ${mood}/5.`,
    noCheckIns: 'Esta semana no registraste tu estado de ánimo.',
    sessions: (count, duration) =>
      count === 1 ? `Tuviste una sesión con Solace (${duration}).` : `Tuviste ${count} sesiones con Solace, ${duration} en total.`,
    trend: {
      improving: 'Tu ánimo mejoró a medida que avanzaba la semana.',
      declining: 'Tu ánimo bajó a medida que avanzaba la semana; sé amable contigo.',
      stable: 'Tu ánimo se mantuvo bastante estable durante la semana.',
    },
  },
  insights: {
    bestAndHardest: (best, hardest) => `El ${best} fue tu mejor día y el ${hardest}, el más difícil.`,
    steadyMood: (mood) => `Tu ánimo se mantuvo en ${mood}/5 todos los días que lo registraste.`,
    stress: {
      high: (average) => `El estrés fue alto, con una media de ${average}/5.`,
      moderate: (average) => `El estrés fue moderado, con una media de ${average}/5.`,
      low: (average) => `El estrés se mantuvo bajo, con una media de ${average}/5.`,
    },
    sleep: {
      poor: (average) => `La calidad del sueño fue baja, con una media de ${average}/5.`,
      fair: (average) => `La calidad del sueño fue aceptable, con una media de ${average}/5.`,
      good: (average) => `Dormiste bien, con una media de ${average}/5.`,
    },
    sessionPattern: (averageDuration, day) =>
      `Tus sesiones duraron ${averageDuration} de media, y el ${day} fue tu día más activo.`,
    noCheckIns: 'Sin registros de ánimo, es difícil ver cómo cambió tu ánimo esta semana.',
    general: 'Registrar tu ánimo con regularidad te ayuda a notar patrones en cómo te sientes.',
  },
  recommendations: {
    windDown: 'Prueba una rutina relajante antes de dormir: luces tenues, pantallas apagadas y una hora fija para acostarte.',
    breathing: 'Cuando aumente el estrés, dedica unos minutos al ejercicio de respiración guiada: inhala 4, mantén 4, exhala 6.',
    dailyCheckIn: 'Intenta registrar tu ánimo cada día; solo lleva un minuto y hace que los patrones sean más fáciles de ver.',
    weeklyCheckIn: 'Tómate un minuto para tu registro de ánimo semanal; con unas semanas, los patrones se ven mejor.',
    keepTalking: 'Sigue hablando las cosas con Solace; poner los sentimientos en palabras ayuda a aligerarlos.',
    trySession: 'Cuando algo te preocupe, prueba una sesión corta con Solace para hablarlo.',
    rest: 'Reserva tiempo para descansar y para las pequeñas cosas que disfrutas.',
  },
};
