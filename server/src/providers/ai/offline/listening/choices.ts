import type { LanguageCode } from '@shared/preferences';

interface ChoiceWords {
  /** "should I {a} or {b}": the two options as capture groups. */
  asked: RegExp;
  /** The person's own words turned to the companion's ("my" -> "your"), word by word. */
  turned: Record<string, string>;
  /** Names the choice back: `{a}`, `{b}`. */
  echo: string;
}

const END = '(?=[?.!¿¡,;]|$)';

/**
 * Languages whose options can be named back by turning a few words around. Japanese, Korean and
 * Arabic change the verbs themselves for "you", so there the companion names no options.
 */
const choiceWords: Partial<Record<LanguageCode, ChoiceWords>> = {
  en: {
    asked: new RegExp(`\\b(?:should|shall|do|would|can) i\\s+(.{3,60}?)\\s+or\\s+(?:should i\\s+)?(.{3,60}?)${END}`, 'iu'),
    turned: { i: 'you', me: 'you', my: 'your', mine: 'yours', myself: 'yourself', "i'm": "you're", am: 'are', "i've": "you've" },
    echo: 'Whether to {a} or {b} is a real choice, and it makes sense to weigh it with care.',
  },
  es: {
    asked: new RegExp(`(?:debería|deberia|debo|tengo que|me conviene)\\s+(.{3,60}?)\\s+o\\s+(.{3,60}?)${END}`, 'iu'),
    turned: { me: 'te', mi: 'tu', mis: 'tus', conmigo: 'contigo', yo: 'tú' },
    echo: 'Decidir entre {a} o {b} es una elección de verdad, y tiene sentido pensarla con calma.',
  },
  fr: {
    asked: new RegExp(`(?:je devrais|dois-je|je dois|est-ce que je dois|est ce que je dois|faut-il que je|il faut que je)\\s+(.{3,60}?)\\s+ou\\s+(?:bien\\s+)?(.{3,60}?)${END}`, 'iu'),
    turned: { me: 'te', "m'": "t'", mon: 'ton', ma: 'ta', mes: 'tes', moi: 'toi' },
    echo: "Choisir entre {a} ou {b}, c'est un vrai choix, et ça vaut la peine d'y réfléchir calmement.",
  },
  de: {
    asked: new RegExp(`soll(?:te)? ich\\s+(.{3,60}?)\\s+oder\\s+(?:soll(?:te)? ich\\s+)?(.{3,60}?)${END}`, 'iu'),
    turned: { mich: 'dich', mir: 'dir', mein: 'dein', meine: 'deine', meinen: 'deinen', meinem: 'deinem', meiner: 'deiner', ich: 'du' },
    echo: 'Ob du {a} oder {b} sollst, ist eine echte Entscheidung, und es lohnt sich, sie in Ruhe abzuwägen.',
  },
  it: {
    asked: new RegExp(`(?:dovrei|devo|mi conviene)\\s+(.{3,60}?)\\s+o\\s+(.{3,60}?)${END}`, 'iu'),
    turned: { mi: 'ti', me: 'te', mio: 'tuo', mia: 'tua', miei: 'tuoi', mie: 'tue' },
    echo: 'Scegliere se {a} o {b} è una decisione vera, e ha senso pensarci con calma.',
  },
  pt: {
    asked: new RegExp(`(?:devo|deveria|eu devo|eu deveria|tenho que)\\s+(.{3,60}?)\\s+ou\\s+(.{3,60}?)${END}`, 'iu'),
    turned: { me: 'se', meu: 'seu', minha: 'sua', meus: 'seus', minhas: 'suas', comigo: 'com você', eu: 'você' },
    echo: 'Decidir entre {a} ou {b} é uma escolha de verdade, e faz sentido pensar nela com calma.',
  },
  zh: {
    asked: /(?:应该|该|要)(.{1,30}?)还是(.{1,30}?)(?=[？?。！!，,]|$)/u,
    turned: { 我: '你' },
    echo: '是{a}，还是{b}，这确实是个不容易的选择，值得慢慢想清楚。',
  },
};

function turn(text: string, turned: Record<string, string>, language: LanguageCode): string {
  if (language === 'zh') return [...text].map((c) => (Object.hasOwn(turned, c) ? turned[c] : c)).join('');
  return text
    .split(/(\s+)/)
    .map((word) => {
      const lower = word.toLocaleLowerCase();
      if (Object.hasOwn(turned, lower)) return turned[lower];
      return lower.startsWith("m'") && turned["m'"] ? `${turned["m'"]}${word.slice(2)}` : word;
    })
    .join('');
}

/** The two options of an "A or B" question named back in the companion's words; null when there are none to name. */
export function choiceEcho(text: string, language: LanguageCode): string | null {
  const words = choiceWords[language];
  const found = words?.asked.exec(text.normalize('NFC').replace(/[\u2018\u2019]/g, "'"));
  if (!words || !found?.[1] || !found[2]) return null;
  const [a, b] = [found[1], found[2]].map((option) => turn(option.trim(), words.turned, language));
  return words.echo.replace('{a}', a ?? '').replace('{b}', b ?? '');
}
