import type { WrapUpPhrases } from './wrap-up-phrases';

const plural = new Intl.PluralRules('ar');

/** Arabic counts take one of four noun forms: one, two (dual), 3-10 (plural) and 11 or more (singular). */
function counted(count: number, forms: { one: string; two: string; few: string; many: string }): string {
  switch (plural.select(count)) {
    case 'one':
      return forms.one;
    case 'two':
      return forms.two;
    case 'few':
      return `${count} ${forms.few}`;
    case 'zero':
    case 'many':
    case 'other':
      return `${count} ${forms.many}`;
  }
}

export const arabicWrapUp: WrapUpPhrases = {
  locale: 'ar',
  summary: {
    checkIns: (count, mood) =>
      `سجّلت مزاجك هذا الأسبوع ${counted(count, { one: 'مرة واحدة', two: 'مرتين', few: 'مرات', many: 'مرة' })}، بمتوسط ${mood}/5.`,
    noCheckIns: 'لم تسجّل مزاجك هذا الأسبوع.',
    sessions: (count, duration) =>
      `أجريت ${counted(count, { one: 'جلسة واحدة', two: 'جلستين', few: 'جلسات', many: 'جلسة' })} مع Solace، بمجموع ${duration}.`,
    trend: {
      improving: 'تحسّن مزاجك مع مرور الأسبوع.',
      declining: 'انخفض مزاجك مع مرور الأسبوع؛ كن لطيفًا مع نفسك.',
      stable: 'بقي مزاجك مستقرًا إلى حد كبير خلال الأسبوع.',
    },
  },
  insights: {
    bestAndHardest: (best, hardest) => `كان يوم ${best} أفضل أيامك، وكان يوم ${hardest} الأصعب.`,
    steadyMood: (mood) => `بقي مزاجك عند ${mood}/5 في كل يوم سجّلته.`,
    stress: {
      high: (average) => `كان التوتر مرتفعًا، بمتوسط ${average}/5.`,
      moderate: (average) => `كان التوتر معتدلًا، بمتوسط ${average}/5.`,
      low: (average) => `بقي التوتر منخفضًا، بمتوسط ${average}/5.`,
    },
    sleep: {
      poor: (average) => `كانت جودة النوم منخفضة، بمتوسط ${average}/5.`,
      fair: (average) => `كانت جودة النوم مقبولة، بمتوسط ${average}/5.`,
      good: (average) => `نمت جيدًا، بمتوسط ${average}/5.`,
    },
    sessionPattern: (averageDuration, day) => `استمرت جلساتك نحو ${averageDuration} في المتوسط، وكان يوم ${day} أكثر أيامك نشاطًا.`,
    noCheckIns: 'من دون تسجيلات للمزاج يصعب أن نرى كيف تغيّر مزاجك هذا الأسبوع.',
    general: 'يساعدك تسجيل مزاجك بانتظام على ملاحظة أنماط مشاعرك.',
  },
  recommendations: {
    windDown: 'جرّب روتينًا هادئًا قبل النوم: أضواء خافتة، وابتعاد عن الشاشات، وموعد نوم ثابت.',
    breathing: 'عندما يشتد التوتر، خصّص بضع دقائق لتمرين التنفس الموجّه: شهيق 4، حبس 4، زفير 6.',
    dailyCheckIn: 'حاول أن تسجّل مزاجك كل يوم؛ فالأمر لا يستغرق سوى دقيقة ويجعل الأنماط أوضح.',
    weeklyCheckIn: 'خصّص دقيقة لتسجيل مزاجك الأسبوعي؛ فمع مرور بضعة أسابيع تصبح الأنماط أوضح.',
    keepTalking: 'واصل الحديث مع Solace عمّا تمر به؛ فالتعبير عن المشاعر بالكلمات يخففها.',
    trySession: 'عندما يشغل بالك أمر ما، جرّب جلسة قصيرة مع Solace للحديث عنه.',
    rest: 'خصّص وقتًا للراحة وللأشياء الصغيرة التي تستمتع بها.',
  },
};
