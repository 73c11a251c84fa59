// What the demo video shows, in each of the product's languages: a person venting about work and
// the companion answering, with the call's status words. Written per language in the register the
// app uses (docs/decisions.md, "Address"), not word for word.
import type { LanguageCode } from '../../shared/preferences';

export interface DemoScene {
  /** The person, the companion, the person, the companion. */
  turns: [string, string, string, string];
  speaking: string;
  thinking: string;
  listening: string;
  /** Under the voice orb. */
  call: string;
  /** Above the conversation. */
  heading: string;
}

export const demoScenes: Record<LanguageCode, DemoScene> = {
  en: {
    turns: [
      "Work has been so much lately. I can't switch off, even at night.",
      'That sounds exhausting. No wonder you feel drained with no space to rest.',
      'Yeah. I think I just needed to say it out loud.',
      "I'm glad you did. Shall we take one slow breath together, then talk it through?",
    ],
    speaking: 'Speaking…',
    thinking: 'Thinking…',
    listening: 'Listening…',
    call: 'Voice call',
    heading: 'Voice session · Today',
  },
  es: {
    turns: [
      'Últimamente el trabajo me sobrepasa. No consigo desconectar, ni siquiera por la noche.',
      'Suena agotador. Normal que te sientas sin fuerzas si no tienes espacio para descansar.',
      'Sí. Creo que solo necesitaba decirlo en voz alta.',
      'Me alegra que lo hayas dicho. ¿Respiramos despacio juntos una vez y luego lo hablamos?',
    ],
    speaking: 'Hablando…',
    thinking: 'Pensando…',
    listening: 'Escuchando…',
    call: 'Llamada de voz',
    heading: 'Sesión de voz · Hoy',
  },
  fr: {
    turns: [
      'Le travail me pèse tellement ces temps-ci. Je n’arrive pas à décrocher, même la nuit.',
      'Cela semble épuisant. Pas étonnant que vous soyez à bout, sans moment pour souffler.',
      'Oui. Je crois que j’avais juste besoin de le dire à voix haute.',
      'Merci de l’avoir dit. Et si nous prenions une lente respiration ensemble avant d’en parler ?',
    ],
    speaking: 'Je parle…',
    thinking: 'Réflexion…',
    listening: 'À l’écoute…',
    call: 'Appel vocal',
    heading: 'Session vocale · Aujourd’hui',
  },
  de: {
    turns: [
      'Die Arbeit ist gerade einfach zu viel. Ich kann nicht abschalten, nicht mal nachts.',
      'Das klingt erschöpfend. Kein Wunder, dass du ausgelaugt bist, ohne Raum zum Ausruhen.',
      'Ja. Ich glaube, ich musste es einfach mal laut sagen.',
      'Schön, dass du es gesagt hast. Wollen wir einmal zusammen langsam atmen und dann darüber reden?',
    ],
    speaking: 'Ich spreche…',
    thinking: 'Ich denke nach…',
    listening: 'Ich höre zu…',
    call: 'Sprachanruf',
    heading: 'Sprachsitzung · Heute',
  },
  it: {
    turns: [
      'Il lavoro ultimamente è davvero troppo. Non riesco a staccare, nemmeno di notte.',
      'Sembra estenuante. Non c’è da stupirsi che tu ti senta senza energie, senza spazio per riposare.',
      'Sì. Credo di aver solo avuto bisogno di dirlo ad alta voce.',
      'Mi fa piacere che tu l’abbia detto. Facciamo insieme un respiro lento e poi ne parliamo?',
    ],
    speaking: 'Sto parlando…',
    thinking: 'Sto pensando…',
    listening: 'In ascolto…',
    call: 'Chiamata vocale',
    heading: 'Sessione vocale · Oggi',
  },
  pt: {
    turns: [
      'O trabalho anda pesado demais. Não consigo desligar, nem à noite.',
      'Parece exaustivo. Não é à toa que você se sente sem energia, sem espaço para descansar.',
      'É. Acho que eu só precisava dizer isso em voz alta.',
      'Que bom que você disse. Vamos respirar devagar uma vez juntos e depois conversar sobre isso?',
    ],
    speaking: 'Falando…',
    thinking: 'Pensando…',
    listening: 'Ouvindo…',
    call: 'Chamada de voz',
    heading: 'Sessão de voz · Hoje',
  },
  zh: {
    turns: [
      '最近工作压力太大了。我一直放松不下来，连晚上也是。',
      '听起来真的很累。没有时间休息，难怪你觉得筋疲力尽。',
      '嗯。我想我只是需要把它说出来。',
      '很高兴你说出来了。我们一起慢慢地深呼吸一次，然后再聊聊，好吗？',
    ],
    speaking: '正在说话…',
    thinking: '正在思考…',
    listening: '正在倾听…',
    call: '语音通话',
    heading: '语音会话 · 今天',
  },
  ja: {
    turns: [
      '最近、仕事が本当に大変で。夜になっても気が休まらないんです。',
      'それは疲れてしまいますね。休む余裕がなければ、くたくたになるのも無理はありません。',
      'はい。ただ声に出して言いたかったんだと思います。',
      '話してくれてよかったです。一緒にゆっくり一呼吸してから、話してみませんか？',
    ],
    speaking: '話しています…',
    thinking: '考えています…',
    listening: '聞いています…',
    call: '音声通話',
    heading: '音声セッション · 今日',
  },
  ko: {
    turns: [
      '요즘 일이 너무 많아요. 밤에도 머리가 쉬질 않아요.',
      '정말 지치겠어요. 쉴 틈이 없으니 기운이 빠지는 것도 당연해요.',
      '네. 그냥 소리 내서 말하고 싶었던 것 같아요.',
      '말해 줘서 다행이에요. 같이 천천히 한 번 숨을 쉬고 나서 이야기해 볼까요?',
    ],
    speaking: '말하는 중…',
    thinking: '생각하는 중…',
    listening: '듣는 중…',
    call: '음성 통화',
    heading: '음성 세션 · 오늘',
  },
  ar: {
    turns: [
      'العمل كثير جدًا هذه الأيام. لا أستطيع أن أرتاح، حتى في الليل.',
      'يبدو هذا مرهقًا. لا عجب أن طاقتك مستنزفة دون مساحة للراحة.',
      'نعم. أظن أنني كنت أحتاج فقط أن أقولها بصوت عالٍ.',
      'يسعدني أنك قلتها. هل نأخذ معًا نفسًا بطيئًا واحدًا، ثم نتحدث عن الأمر؟',
    ],
    speaking: 'أتحدث…',
    thinking: 'أفكّر…',
    listening: 'أستمع…',
    call: 'مكالمة صوتية',
    heading: 'جلسة صوتية · اليوم',
  },
};
