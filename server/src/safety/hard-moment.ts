import type { LanguageCode } from '@shared/preferences';

/**
 * How a session summary opens when something the person said sounded like risk: plainly a hard
 * moment, never hopeful, and where help is.
 */
export const hardMoment: Record<LanguageCode, string> = {
  en: 'This was a hard moment: you shared thoughts that sounded like you might not want to be here, and crisis lines were offered. If those thoughts come back, please reach out to one of them or to someone you trust.',
  es: 'Fue un momento difícil: compartiste pensamientos que sonaban a que quizá no quieres seguir aquí, y se te ofrecieron líneas de crisis. Si esos pensamientos vuelven, por favor contacta con una de ellas o con alguien de confianza.',
  fr: "C'était un moment difficile : tu as partagé des pensées qui laissaient entendre que tu ne voulais peut-être plus être là, et des lignes d'écoute de crise t'ont été proposées. Si ces pensées reviennent, contacte l'une d'elles ou une personne de confiance.",
  de: 'Das war ein schwerer Moment: Du hast Gedanken geteilt, die so klangen, als wolltest du vielleicht nicht mehr da sein, und dir wurden Krisentelefone genannt. Wenn diese Gedanken wiederkommen, wende dich bitte an eines davon oder an einen Menschen, dem du vertraust.',
  it: 'È stato un momento difficile: hai condiviso pensieri che facevano pensare che forse non vuoi più esserci, e ti sono state indicate delle linee di crisi. Se quei pensieri tornano, contatta una di loro o una persona di cui ti fidi.',
  pt: 'Foi um momento difícil: você compartilhou pensamentos que soavam como se talvez não quisesse mais estar aqui, e linhas de apoio em crise foram oferecidas. Se esses pensamentos voltarem, procure uma delas ou alguém em quem você confia.',
  zh: '这是一段艰难的时刻：你说出了一些听起来像是不想再活下去的想法，我们为你提供了危机热线。如果这些想法再次出现，请联系其中一条热线，或你信任的人。',
  ja: 'つらい時間でした。ここにいたくないと感じているように聞こえる気持ちを話してくれて、相談窓口をお伝えしました。その気持ちがまた来たら、窓口か信頼できる人に連絡してください。',
  ko: '힘든 순간이었어요. 더 이상 여기 있고 싶지 않다는 것처럼 들리는 마음을 나눠 주었고, 위기 상담 전화를 안내해 드렸어요. 그런 생각이 다시 들면 상담 전화나 믿을 수 있는 사람에게 꼭 연락해 주세요.',
  ar: 'كانت هذه لحظة صعبة: شاركت أفكارًا بدا منها أنك ربما لا تريد أن تبقى هنا، وقُدّمت لك خطوط المساعدة في الأزمات. إذا عادت هذه الأفكار، تواصل مع أحدها أو مع شخص تثق به.',
};
