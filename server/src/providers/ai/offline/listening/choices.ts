import type { LanguageCode } from '@shared/preferences';

interface ChoiceWords {
  /** "should I {a} or {b}": the two options as capture groups. */
  asked: RegExp;
  /** The person's own words turned to the companion's ("my" -> "your"), word by word; none where they are quoted as typed. */
  turned?: Record<string, string>;
  /** Names the choice back: `{a}`, `{b}`. */
  echo: string;
}

const END = '(?=[?.!¿¡,;]|$)';

/**
 * The forms of a choice in each language, tried in order. Where the options can be named back by
 * turning a few words around, they are; where the verbs themselves would change for "you" (Japanese,
 * Korean, Arabic, and "what do I do, tell her or keep quiet"), they are quoted as the person typed them.
 */
const choiceWords: Partial<Record<LanguageCode, readonly ChoiceWords[]>> = {
  en: [
    {
      asked: new RegExp(`\\b(?:what do i do|what should i do|what am i supposed to do)[,:?]?\\s+(.{3,60}?)\\s+or\\s+(.{3,60}?)${END}`, 'iu'),
      echo: 'You are torn between “{a}” and “{b}”, and it makes sense to weigh that with care.',
    },
    {
      asked: new RegExp(`\\b(?:should|shall|do|would|can) i\\s+(.{3,60}?)\\s+or\\s+(?:should i\\s+)?(.{3,60}?)${END}`, 'iu'),
      turned: { i: 'you', me: 'you', my: 'your', mine: 'yours', myself: 'yourself', "i'm": "you're", am: 'are', "i've": "you've" },
      echo: 'Whether to {a} or {b} is a real choice, and it makes sense to weigh it with care.',
    },
  ],
  es: [
    {
      asked: new RegExp(`(?:qu[eé]|q) (?:hago|debo hacer)[,:]?\\s+(.{3,60}?)\\s+o\\s+(.{3,60}?)${END}`, 'iu'),
      echo: 'Estás entre «{a}» y «{b}», y es una elección de verdad; tiene sentido pensarla con calma.',
    },
    {
      asked: new RegExp(`(?:debería|deberia|debo|tengo que|me conviene)\\s+(.{3,60}?)\\s+o\\s+(.{3,60}?)${END}`, 'iu'),
      turned: { me: 'te', mi: 'tu', mis: 'tus', conmigo: 'contigo', yo: 'tú' },
      echo: 'Decidir entre {a} o {b} es una elección de verdad, y tiene sentido pensarla con calma.',
    },
  ],
  fr: [
    {
      asked: new RegExp(`(?:je fais quoi|qu'est-ce que je fais|que faire|je fais comment)[,:]?\\s+(.{3,60}?)\\s+ou\\s+(.{3,60}?)${END}`, 'iu'),
      echo: "Tu hésites entre « {a} » et « {b} » : c'est un vrai choix, et ça vaut la peine d'y réfléchir calmement.",
    },
    {
      asked: new RegExp(`(?:je devrais|dois-je|je dois|est-ce que je dois|est ce que je dois|faut-il que je|il faut que je)\\s+(.{3,60}?)\\s+ou\\s+(?:bien\\s+)?(.{3,60}?)${END}`, 'iu'),
      turned: { me: 'te', "m'": "t'", mon: 'ton', ma: 'ta', mes: 'tes', moi: 'toi' },
      echo: "Choisir entre {a} ou {b}, c'est un vrai choix, et ça vaut la peine d'y réfléchir calmement.",
    },
  ],
  de: [
    {
      asked: new RegExp(`(?:was (?:mach|tu) ich|was soll ich (?:machen|tun))[,:]?\\s+(.{3,60}?)\\s+oder\\s+(.{3,60}?)${END}`, 'iu'),
      echo: 'Du schwankst zwischen „{a}“ und „{b}“. Das ist eine echte Entscheidung, und es lohnt sich, sie in Ruhe abzuwägen.',
    },
    {
      asked: new RegExp(`soll(?:te)? ich\\s+(.{3,60}?)\\s+oder\\s+(?:soll(?:te)? ich\\s+)?(.{3,60}?)${END}`, 'iu'),
      turned: { mich: 'dich', mir: 'dir', mein: 'dein', meine: 'deine', meinen: 'deinen', meinem: 'deinem', meiner: 'deiner', ich: 'du' },
      echo: 'Ob du {a} oder {b} sollst, ist eine echte Entscheidung, und es lohnt sich, sie in Ruhe abzuwägen.',
    },
  ],
  it: [
    {
      asked: new RegExp(`(?:che (?:faccio|devo fare)|cosa faccio)[,:]?\\s+(.{3,60}?)\\s+o\\s+(.{3,60}?)${END}`, 'iu'),
      echo: 'Sei tra «{a}» e «{b}»: è una scelta vera, e ha senso pensarci con calma.',
    },
    {
      asked: new RegExp(`(?:dovrei|devo|mi conviene)\\s+(.{3,60}?)\\s+o\\s+(.{3,60}?)${END}`, 'iu'),
      turned: { mi: 'ti', me: 'te', mio: 'tuo', mia: 'tua', miei: 'tuoi', mie: 'tue' },
      echo: 'Scegliere se {a} o {b} è una decisione vera, e ha senso pensarci con calma.',
    },
  ],
  pt: [
    {
      asked: new RegExp(`(?:o que (?:eu )?faço|que eu faço|faço o que)[,:]?\\s+(.{3,60}?)\\s+ou\\s+(.{3,60}?)${END}`, 'iu'),
      echo: 'Você está entre “{a}” e “{b}”, e é uma escolha de verdade; faz sentido pensar nela com calma.',
    },
    {
      asked: new RegExp(`(?:devo|deveria|eu devo|eu deveria|tenho que)\\s+(.{3,60}?)\\s+ou\\s+(.{3,60}?)${END}`, 'iu'),
      turned: { me: 'se', meu: 'seu', minha: 'sua', meus: 'seus', minhas: 'suas', comigo: 'com você', eu: 'você' },
      echo: 'Decidir entre {a} ou {b} é uma escolha de verdade, e faz sentido pensar nela com calma.',
    },
  ],
  zh: [
    {
      asked: /(?:应该|该|要)(.{1,30}?)还是(.{1,30}?)(?=[？?。！!，,]|$)/u,
      turned: { 我: '你' },
      echo: '是{a}，还是{b}，这确实是个不容易的选择，值得慢慢想清楚。',
    },
  ],
  ja: [
    {
      asked: /(?:^|[。、！？!?\s])([^。、！？!?\s]{2,30}?)(?:か|の|べき)?[？?、,\s]*(?:それとも|あるいは|或いは|もしくは)[、,\s]*([^。！？!?]{2,30}?)(?:か|の|かな|のかな)?(?:で?(?:迷|悩)[^。！？!?]*)?\s*(?=[？?。！!]|$)/u,
      echo: '「{a}」か「{b}」か、迷っているんですね。簡単な選択ではないので、ゆっくり考えていいと思います。',
    },
    {
      asked: /(?:^|[。、！？!?\s])([^。、！？!?\s]{2,30}?)の?と[、\s]*([^。、！？!?]{2,30}?)の?[、\s]*(?:と[、\s]*)?(?:どっち|どちら)/u,
      echo: '「{a}」か「{b}」か、迷っているんですね。簡単な選択ではないので、ゆっくり考えていいと思います。',
    },
  ],
  ko: [
    {
      asked: /(?:^|[.,!?]\s*)([^.,!?]{2,40}?)\s*(?:아니면|아님|혹은)\s*([^.,!?]{2,40}?)\s*(?=[?？.!]|$)/u,
      echo: '“{a}”, 아니면 “{b}”. 둘 사이에서 고민이 되는군요. 쉽지 않은 선택이니 천천히 따져 봐도 괜찮아요.',
    },
  ],
  ar: [
    {
      asked: /(?:^|[.!?؟،]\s*)(?:هل\s+)?([^.!?؟،]{3,50}?)\s+(?:ولا|والا|وإلا|أو|او|أم|ام)\s+([^.!?؟،]{3,50}?)\s*(?=[؟?.!]|$)/u,
      echo: 'الاختيار بين «{a}» و«{b}» ليس سهلًا، ويستحق أن تفكر فيه بهدوء.',
    },
  ],
};

function turn(text: string, turned: Record<string, string> | undefined, language: LanguageCode): string {
  if (!turned) return text;
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
  const typed = text.normalize('NFC').replace(/[\u2018\u2019]/g, "'");
  for (const words of choiceWords[language] ?? []) {
    const found = words.asked.exec(typed);
    if (!found?.[1] || !found[2]) continue;
    const [a, b] = [found[1], found[2]].map((option) => turn(option.trim(), words.turned, language));
    return words.echo.replace('{a}', a ?? '').replace('{b}', b ?? '');
  }
  return null;
}
