import type { LanguageCode } from '@shared/preferences';

/**
 * "Are you a real person / a bot / an AI / a therapist?" in each language, on text folded by `fold`.
 * Every language's wording is tried, since a person may ask in another language than the reply's.
 */
const askedIfAi: Record<LanguageCode, readonly RegExp[]> = {
  en: [
    /\b(are|r) (you|u) (an? )?(real|human|person|bot|robot|ai|a\.i\.|machine|computer|program|chatbot|therapist|counsel+or|psychologist)\b/,
    /\b(am i|i am|i'm) (talking|speaking|chatting) (to|with) (an? )?(real )?(person|human|bot|robot|ai|machine|computer|therapist)\b/,
    /\bis (this|that) (an? )?(real )?(person|human|bot|robot|ai|machine)\b/,
  ],
  es: [
    /\b(eres|es usted) (una? )?(persona|humano|humana|real|bot|robot|ia|inteligencia artificial|maquina|terapeuta|psicologo|psicologa)\b/,
    /\bestoy (hablando|chateando) con (una? )?(persona|humano|bot|robot|ia|maquina|terapeuta)\b/,
  ],
  fr: [
    /\b(es-tu|es tu|etes-vous|etes vous|tu es|vous etes) (un |une )?(vrai |vraie )?(humain|humaine|personne|robot|bot|ia|intelligence artificielle|machine|therapeute|psy)\b/,
    /\bje (parle|discute) (a|avec) (un |une )?(vrai |vraie )?(humain|personne|robot|bot|ia|machine|therapeute)\b/,
  ],
  de: [
    /\b(bist du|sind sie) (ein |eine )?(echt|echter mensch|mensch|person|bot|roboter|ki|maschine|therapeut|therapeutin|psychologe|psychologin)\b/,
    /\b(rede|spreche|chatte) ich mit (einem |einer )?(echten )?(menschen|person|bot|roboter|ki|maschine|therapeuten)\b/,
  ],
  it: [
    /\b(sei|e lei) (un |una )?(persona|umano|umana|vero|vera|bot|robot|ia|intelligenza artificiale|macchina|terapeuta|psicologo|psicologa)\b/,
    /\bsto (parlando|chattando) con (un |una )?(persona|umano|bot|robot|ia|macchina|terapeuta)\b/,
  ],
  pt: [
    /\b(voce e|tu es) (um |uma )?(pessoa|humano|humana|real|bot|robo|ia|inteligencia artificial|maquina|terapeuta|psicologo|psicologa)\b/,
    /\bestou (falando|conversando) com (um |uma )?(pessoa|humano|bot|robo|ia|maquina|terapeuta)\b/,
  ],
  zh: [/你(是不是|是)(真人|真的人|人类|人|机器人|人工智能|ai|聊天机器人|治疗师|心理医生|咨询师)/, /我(在)?(和|跟)(真人|人类|机器人|ai|人工智能)(在)?(说话|聊天)/],
  // A statement about someone else ("私も人間なんだ", "엄마는 좋은 사람이야") is no question to the companion:
  // it needs "you" or a question ending.
  ja: [
    /(あなた|君|きみ|お前|そちら)(は|って|、)?.{0,6}(人間|本物の人|ロボット|ボット|ai|人工知能|セラピスト|カウンセラー)/,
    /(人間|本物の人|ロボット|ボット|ai|人工知能|セラピスト|カウンセラー)(なの(?:[?？]|$)|ですか|なんですか|か[?？])/,
  ],
  ko: [
    /(너|넌|너는|당신|당신은|그쪽은?)\s*(진짜\s*)?(사람|인간|로봇|봇|ai|인공지능|상담사|치료사)/,
    /(진짜\s*)?(사람|인간|로봇|봇|ai|인공지능|상담사|치료사)(이야|야|이에요|예요|입니까|이니|니|인가요|인가|이세요|세요)\s*[?？]/,
  ],
  ar: [/(^|\s)(هل\s)?(انت|انتي|حضرتك)\s(انسان|انسانه|شخص|بشر|حقيقي|روبوت|بوت|ذكاء اصطناعي|الة|معالج|معالجه|طبيب نفسي)/],
};

/** The truthful answer, in the reply's language. */
const answers: Record<LanguageCode, string> = {
  en: "I'm an AI companion, not a person and not a therapist. I'm here to listen and offer support, but I can't give professional care; for that, or to talk with a person, someone you trust or a support line can help.",
  es: 'Soy un acompañante de inteligencia artificial, no una persona ni un terapeuta. Estoy aquí para escucharte y darte apoyo, pero no puedo ofrecer atención profesional; para eso, o para hablar con una persona, puede ayudarte alguien de confianza o una línea de apoyo.',
  fr: "Je suis un compagnon d'intelligence artificielle, pas une personne ni un thérapeute. Je suis là pour t'écouter et te soutenir, mais je ne remplace pas un professionnel ; pour cela, ou pour parler à quelqu'un, une personne de confiance ou une ligne d'écoute peut t'aider.",
  de: 'Ich bin ein KI-Begleiter, kein Mensch und kein Therapeut. Ich höre dir zu und unterstütze dich, kann aber keine professionelle Hilfe geben; dafür, oder um mit einem Menschen zu sprechen, können dir eine Vertrauensperson oder ein Hilfetelefon helfen.',
  it: "Sono un compagno di intelligenza artificiale, non una persona né un terapeuta. Sono qui per ascoltarti e sostenerti, ma non posso offrire un aiuto professionale; per questo, o per parlare con una persona, possono aiutarti qualcuno di cui ti fidi o una linea d'ascolto.",
  pt: 'Sou um companheiro de inteligência artificial, não uma pessoa nem um terapeuta. Estou aqui para ouvir e apoiar você, mas não posso oferecer cuidado profissional; para isso, ou para falar com uma pessoa, alguém de confiança ou uma linha de apoio pode ajudar.',
  zh: '我是一个人工智能陪伴者，不是真人，也不是治疗师。我可以倾听你、给你支持，但不能提供专业帮助；如果需要专业帮助或想和真人聊聊，可以找你信任的人或拨打支持热线。',
  ja: '私はAIのコンパニオンで、人間でもセラピストでもありません。お話を聴いて支えることはできますが、専門的なケアはできません。専門家や人と話したいときは、信頼できる人や相談窓口が力になってくれます。',
  ko: '저는 사람도 치료사도 아닌 AI 동반자예요. 이야기를 듣고 응원할 수는 있지만 전문적인 도움을 드릴 수는 없어요. 전문적인 도움이나 사람과의 대화가 필요하다면 믿을 수 있는 사람이나 상담 전화가 도움이 될 수 있어요.',
  ar: 'أنا رفيق يعمل بالذكاء الاصطناعي، ولست إنسانًا ولا معالجًا. أنا هنا لأستمع إليك وأدعمك، لكن لا أستطيع تقديم رعاية مهنية؛ ولذلك، أو للتحدث مع إنسان، يمكن أن يساعدك شخص تثق به أو خط دعم.',
};

/** Lower case and full width folded, no Latin accents or Arabic vowel marks, hamza forms and taa marbuta folded. */
function fold(text: string): string {
  return text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u0652]/g, '')
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/\s+/g, ' ');
}

/** Whether the person asked if they are talking with an AI, a bot, a person or a therapist. */
export function asksIfAi(text: string): boolean {
  const folded = fold(text);
  return Object.values(askedIfAi).some((patterns) => patterns.some((pattern) => pattern.test(folded)));
}

export function aiIdentityAnswer(language: LanguageCode): string {
  return answers[language];
}
