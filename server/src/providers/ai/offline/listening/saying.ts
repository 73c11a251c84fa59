import type { LanguageCode } from '@shared/preferences';
import { compileEntries, foldText } from './matching';

interface Saying {
  /** How people ask how to say something to someone (see listening-pack.ts for the matching). */
  asks: readonly string[];
  /** A way to say it: how to begin, in plain words. */
  answers: readonly string[];
}

const saying: Record<LanguageCode, Saying> = {
  en: {
    asks: ['how do i tell', 'how can i tell', 'how should i tell', 'how to tell', 'how do i say', 'how should i say', 'how to say', 'how do i bring it up', 'how to bring it up', 'how do i bring up', 'how do i explain', 'how to explain', 'how do i talk to', 'how to talk to', 'what do i say', 'what should i say', 'what do i tell', 'how do i ask', 'how to ask', 'how do i break it', 'how to break it', 'how do i word', 'how do i approach'],
    answers: [
      'One way to say it is to start with how you feel and what you need, in one or two plain sentences, and then let them answer.',
      'It can help to write your first sentence down beforehand, something like "there is something that matters to me and I want to tell you", and to choose a calm moment to say it.',
      'You do not need perfect words: saying it simply and honestly, and what you hope for, is usually enough to begin the conversation.',
    ],
  },
  es: {
    asks: ['cómo le digo', 'como le digo', 'cómo se lo digo', 'como se lo digo', 'cómo decirle', 'como decirle', 'cómo decírselo', 'como decirselo', 'qué le digo', 'que le digo', 'cómo le explico', 'como le explico', 'cómo se lo explico', 'como se lo explico', 'cómo explicarle', 'como explicarle', 'cómo hablar con', 'como hablar con', 'cómo le hablo', 'como le hablo', 'cómo le pido', 'como le pido', 'cómo sacar el tema', 'como sacar el tema', 'cómo les digo', 'como les digo'],
    answers: [
      'Una forma de decirlo es empezar por cómo te sientes y qué necesitas, en una o dos frases sencillas, y luego dejar que te respondan.',
      'Puede ayudar escribir antes la primera frase, algo como «hay algo que me importa y quiero contártelo», y elegir un momento tranquilo para decirlo.',
      'No necesitas las palabras perfectas: decirlo con sencillez y sinceridad, y lo que esperas, suele bastar para empezar a hablarlo.',
    ],
  },
  fr: {
    asks: ['comment je dis', 'comment je leur dis', 'comment dire', 'comment en parler', 'comment je leur explique', 'comment lui dire', 'comment le lui dire', 'comment je lui dis', 'comment je lui dit', 'comment leur dire', 'comment lui expliquer', 'comment leur expliquer', 'comment je lui explique', 'comment lui parler', 'comment leur parler', 'comment aborder', 'je lui dis quoi', "qu'est-ce que je lui dis", 'quoi lui dire', 'comment lui demander', 'comment annoncer', 'comment lui annoncer', 'comment en parler'],
    answers: [
      "Une façon de le dire, c'est de commencer par ce que tu ressens et ce dont tu as besoin, en une ou deux phrases simples, puis de la laisser répondre.",
      "Ça peut aider d'écrire ta première phrase à l'avance, quelque chose comme « il y a une chose qui compte pour moi et je voudrais te la dire », et de choisir un moment calme pour la dire.",
      "Tu n'as pas besoin des mots parfaits : le dire simplement et sincèrement, avec ce que tu espères, suffit souvent pour commencer à en parler.",
    ],
  },
  de: {
    asks: ['wie sag ich', 'wie sage ich', 'wie soll ich ihm sagen', 'wie soll ich ihr sagen', 'wie soll ich es sagen', 'wie soll ich das sagen', 'wie kann ich ihm sagen', 'wie kann ich ihr sagen', 'wie erkläre ich', 'wie erklär ich', 'wie spreche ich', 'wie sprech ich', 'was sag ich', 'was sage ich', 'wie bringe ich', 'wie bring ich', 'wie frage ich', 'wie frag ich', 'wie rede ich', 'wie red ich', 'wie spreche ich das an', 'wie sprech ich das an'],
    answers: [
      'Eine Möglichkeit ist, mit dem anzufangen, was du fühlst und was du brauchst, in ein, zwei einfachen Sätzen, und dann die andere Person antworten zu lassen.',
      'Es kann helfen, dir den ersten Satz vorher aufzuschreiben, etwa „mir ist etwas wichtig, und ich möchte es dir sagen“, und einen ruhigen Moment zu wählen, um es zu sagen.',
      'Du brauchst keine perfekten Worte: es einfach und ehrlich zu sagen, und was du dir wünschst, reicht meist, um ins Gespräch zu kommen.',
    ],
  },
  it: {
    asks: ['come faccio a dirgli', 'come faccio a dirle', 'come faccio a dire', 'come faccio a dirglielo', 'come faccio a spiegar*', 'come faccio a parlar*', 'come glielo dico', 'come gli dico', 'come le dico', 'come dirglielo', 'come dirgli', 'come dirle', 'come glielo spiego', 'come spiegarglielo', 'come gli spiego', 'come le spiego', 'come parlarne', 'come ne parlo', 'come affrontare il discorso', 'cosa gli dico', 'cosa le dico', 'che gli dico', 'che le dico', 'come glielo chiedo', 'come chiederglielo', 'come lo dico', 'come dirlo'],
    answers: [
      'Un modo per dirlo è partire da come ti senti e da ciò di cui hai bisogno, in una o due frasi semplici, e poi lasciare che l’altra persona risponda.',
      'Può aiutare scrivere prima la frase d’inizio, qualcosa come «c’è una cosa che per me conta e voglio dirtela», e scegliere un momento tranquillo per dirla.',
      'Non servono le parole perfette: dirlo in modo semplice e sincero, insieme a quello che speri, di solito basta per cominciare a parlarne.',
    ],
  },
  pt: {
    asks: ['como eu falo', 'como falo', 'como eu digo', 'como digo', 'como dizer', 'como falar com', 'como falar pra', 'como falar para', 'como contar', 'como eu conto', 'como conto', 'como explicar', 'como eu explico', 'como explico', 'o que eu digo', 'o que eu falo', 'o que digo', 'o que falo', 'como tocar no assunto', 'como puxar o assunto', 'como pedir', 'como eu peço'],
    answers: [
      'Uma forma de dizer é começar por como você se sente e do que precisa, em uma ou duas frases simples, e depois deixar a outra pessoa responder.',
      'Pode ajudar escrever antes a primeira frase, algo como "tem uma coisa que é importante pra mim e eu quero te contar", e escolher um momento tranquilo para dizer.',
      'Você não precisa das palavras perfeitas: falar de um jeito simples e sincero, e o que você espera, costuma bastar para começar a conversa.',
    ],
  },
  zh: {
    asks: ['怎么跟', '怎么和', '如何跟', '如何和', '该怎么说', '要怎么说', '怎么告诉', '如何告诉', '怎样告诉', '怎么开口', '怎么跟她说', '怎么跟他说', '怎么和她说', '怎么和他说', '怎么跟妈妈说', '怎么跟我妈说', '怎么跟爸爸说', '怎么跟我爸说', '怎么跟家里说', '该怎么跟', '怎么向', '怎么表达', '怎么解释'],
    answers: [
      '可以先说出你的感受和你需要什么，用一两句简单的话表达，然后让对方回应。',
      '事先把第一句话写下来可能会有帮助，比如“有件事对我很重要，我想告诉你”，再挑一个平静的时候说出来。',
      '不需要完美的措辞：简单、坦诚地说出来，再说说你希望怎样，通常就足够开始这次沟通了。',
    ],
  },
  ja: {
    asks: ['どう伝え', 'どう言え', 'どう言っ', 'どうやって伝え', 'どうやって言', '何て言え', 'なんて言え', 'なんて言っ', '何と言え', 'どう切り出', 'どう話せ', 'どう話し', 'どう説明', 'どうやって話', '何て伝え', 'なんて伝え'],
    answers: [
      '伝え方のひとつは、自分がどう感じていて何が必要かを、一、二文の短い言葉で話してから、相手の返事を待つことです。',
      '最初のひと言を前もって書いておくと話しやすくなるかもしれません。たとえば「大事なことがあって、聞いてほしい」のように。落ち着いた時間を選んで伝えてみてください。',
      '完璧な言葉はいりません。素直に、シンプルに、そしてどうなってほしいかを伝えるだけで、話し始めるには十分なことが多いです。',
    ],
  },
  ko: {
    asks: ['어떻게 말', '어떻게 얘기', '어떻게 이야기', '어떻게 전하', '어떻게 설명', '뭐라고 말', '뭐라고 해야', '뭐라고 하', '어떻게 꺼내', '어떻게 털어놓', '어떻게 부탁'],
    answers: [
      '말하는 한 가지 방법은 지금 어떤 마음인지, 무엇이 필요한지를 한두 문장으로 솔직하게 이야기하고 상대의 대답을 기다리는 거예요.',
      '첫 문장을 미리 적어 두면 도움이 될 수 있어요. 예를 들어 "나한테 중요한 일이 있어서 이야기하고 싶어"처럼요. 그리고 차분한 때를 골라 말해 보세요.',
      '완벽한 말은 필요 없어요. 간단하고 솔직하게, 바라는 것까지 말하는 것만으로도 대화를 시작하기에 충분할 때가 많아요.',
    ],
  },
  ar: {
    asks: ['بقدر قله', 'بقدر قلها', 'بقدر اقله', 'بقدر أقله', 'بقدر احكي', 'بقدر أحكي', 'اقدر اقول', 'أقدر أقول', 'كيف بدي قله', 'كيف بدي قلها', 'كيف بدي احكي', 'كيف ممكن اقول', 'كيف ممكن أقول', 'كيف اقول', 'كيف أقول', 'كيف اقوله', 'كيف أقوله', 'كيف أخبر', 'كيف اخبر', 'كيف أكلم', 'كيف اكلم', 'ازاي اقول', 'إزاي أقول', 'ازاي أقول', 'ازاي اكلم', 'ازاي أكلم', 'كيف أشرح', 'كيف اشرح', 'شو بقول', 'شو احكي', 'شو أحكي', 'كيف احكي', 'كيف أحكي', 'ازاي افاتح', 'كيف افاتح', 'كيف أفاتح', 'ماذا أقول', 'ماذا اقول', 'ايش اقول', 'إيش أقول', 'وش اقول', 'أقوله ازاي', 'اقوله ازاي', 'اقولها ازاي', 'أقولها ازاي'],
    answers: [
      'يمكنك أن تقول ذلك ببساطة: ابدأ بما تشعر به وما تحتاجه، في جملة أو جملتين، ثم اترك للطرف الآخر أن يرد.',
      'قد يساعدك أن تكتب جملتك الأولى مسبقًا، مثل «هناك شيء مهم بالنسبة لي وأريد أن أخبرك به»، وأن تختار وقتًا هادئًا لتقولها.',
      'لا تحتاج إلى كلمات مثالية: أن تقولها ببساطة وصدق، مع ما تتمناه، يكفي غالبًا لبدء الحديث.',
    ],
  },
};

// Arabic writes the pronoun onto the verb (اقولها "say it to her", اكلمه "talk to him"): its entries are stems.
const entriesOf = (asks: readonly string[], language: string) => (language === 'ar' ? asks.map((ask) => (ask.endsWith('*') ? ask : `${ask}*`)) : asks);
const patterns = new Map(Object.entries(saying).map(([language, { asks }]) => [language, compileEntries(entriesOf(asks, language), language as LanguageCode)]));

/** Whether the text asks how to say something to someone ("how do I tell my mom…"). English phrasings count in every language. */
export function asksHowToSay(text: string, language: LanguageCode): boolean {
  const folded = foldText(text);
  return [language, 'en'].some((code) => patterns.get(code)?.test(folded) ?? false);
}

/** Ways to begin saying it, to answer such a question. */
export function howToSayAnswers(language: LanguageCode): readonly string[] {
  return saying[language].answers;
}
