import { honestAiMessages } from '@shared/messages';
import type { LanguageCode } from '@shared/preferences';

/**
 * The 3-hour AI notice (SB 243, NY GBL art. 47) in each language, said in the language of the session:
 * it is an AI, not a person or a therapist, and a break may help.
 */
export const aiReminderTexts: Record<LanguageCode, string> = {
  en: honestAiMessages.reminder,
  es: 'Un recordatorio amable: llevas un rato hablando con un compañero de inteligencia artificial, no con una persona ni con un terapeuta. Puede ser un buen momento para tomarte un descanso, estirarte, beber un poco de agua o hablar con alguien de confianza.',
  fr: "Un petit rappel : tu parles depuis un moment avec un compagnon d'intelligence artificielle, pas avec une personne ni avec un thérapeute. C'est peut-être le bon moment pour faire une pause, t'étirer, boire un peu d'eau ou appeler quelqu'un en qui tu as confiance.",
  de: 'Eine kleine Erinnerung: Du sprichst schon eine Weile mit einer KI, nicht mit einem Menschen und nicht mit einer Therapeutin oder einem Therapeuten. Vielleicht ist jetzt ein guter Moment für eine Pause: dich strecken, etwas Wasser trinken oder dich bei jemandem melden, dem du vertraust.',
  it: "Un piccolo promemoria: stai parlando da un po' con un compagno basato sull'intelligenza artificiale, non con una persona né con un terapeuta. Potrebbe essere un buon momento per fare una pausa, sgranchirti, bere un po' d'acqua o sentire qualcuno di cui ti fidi.",
  pt: 'Um lembrete carinhoso: você está conversando há um tempo com um companheiro de inteligência artificial, não com uma pessoa nem com um terapeuta. Este pode ser um bom momento para fazer uma pausa, se alongar, beber um pouco de água ou falar com alguém de confiança.',
  zh: '温馨提醒：你已经和 AI 陪伴聊了一段时间，它不是真人，也不是心理治疗师。现在也许是休息一下的好时机：伸展一下身体，喝点水，或者联系一个你信任的人。',
  ja: 'ひと言お知らせです。しばらくお話ししていますが、お相手はAIのコンパニオンで、人間でもセラピストでもありません。少し休憩して、体を伸ばしたり、水を飲んだり、信頼できる人に連絡してみるのもいいかもしれません。',
  ko: '잠깐 알려 드릴게요. 꽤 오랫동안 AI 동반자와 이야기하고 계세요. 저는 사람도, 상담 치료사도 아니에요. 잠시 쉬면서 몸을 쭉 펴거나 물을 마시거나, 믿을 수 있는 사람에게 연락해 보는 건 어떨까요?',
  ar: 'تذكير لطيف: أنت تتحدث منذ فترة مع رفيق يعمل بالذكاء الاصطناعي، وليس مع إنسان أو معالج نفسي. قد تكون هذه لحظة مناسبة لأخذ استراحة، أو التمدد قليلًا، أو شرب بعض الماء، أو التواصل مع شخص تثق به.',
};
