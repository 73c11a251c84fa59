import type { LanguageCode } from '@shared/preferences';
import { compileEntries, foldText } from './matching';

// Arabic writes "tell him", "tell her" as one word: they point back, and say at whom.
const arabicTellHim = ['قله', 'اقله', 'أقله', 'احكيله', 'أحكيله', 'اقوله', 'أقوله', 'بقله', 'بقوله'];
const arabicTellHer = ['قلها', 'اقلها', 'أقلها', 'احكيلها', 'أحكيلها', 'اقولها', 'أقولها', 'بقلها', 'بقولها'];

/** Words that point back at someone already named ("should I ask him…", "we went to the park"), matched as in listening-pack.ts. */
const pointingBack: Record<LanguageCode, readonly string[]> = {
  en: ['him', 'her', 'he', 'she', 'them', 'they', 'we', 'us'],
  es: ['él', 'ella', 'ellos', 'ellas', 'le', 'les', 'decirle', 'hablarle', 'pedirle', 'nosotros', 'nosotras', 'fuimos', 'estuvimos'],
  fr: ['lui', 'elle', 'eux', 'elles', 'il', 'ils', 'nous', 'on'],
  de: ['ihm', 'ihn', 'ihr', 'ihnen', 'er', 'wir', 'uns'],
  it: ['lui', 'lei', 'loro', 'gli', 'dirgli', 'parlargli', 'chiedergli', 'noi', 'siamo'],
  pt: ['ele', 'ela', 'eles', 'elas', 'dele', 'dela', 'lhe', 'nós', 'fomos', 'a gente'],
  zh: ['他', '她', '我们'],
  ja: ['彼', '彼女', 'あの人', 'その人', '一緒に'],
  ko: ['그 사람*', '그분*', '걔*', '그녀*', '우리*', '같이'],
  ar: ['هو', 'هي', '*معه', '*معها', 'له', 'لها', 'نحن', '*معًا', 'سوا', ...arabicTellHim, ...arabicTellHer],
};

const patterns = new Map(Object.entries(pointingBack).map(([language, words]) => [language, compileEntries(words, language as LanguageCode)]));

/** Whether the text speaks of someone already named without naming them. */
export function pointsBack(text: string, language: LanguageCode): boolean {
  return patterns.get(language)?.test(foldText(text)) ?? false;
}

/** "She", "her" and "he", "him" in each language: whom a pointing word can be. */
const gendered: Record<LanguageCode, Record<'she' | 'he', readonly string[]>> = {
  en: { she: ['she', 'her', "she's", 'herself'], he: ['he', 'him', "he's", 'himself'] },
  es: { she: ['ella', 'ellas'], he: ['él'] },
  fr: { she: ['elle', 'elles'], he: ['il', 'ils'] },
  de: { she: [], he: ['er', 'ihn', 'ihm'] },
  it: { she: ['lei'], he: ['lui'] },
  pt: { she: ['ela', 'dela', 'elas'], he: ['ele', 'dele', 'eles'] },
  zh: { she: ['她'], he: [] },
  ja: { she: ['彼女'], he: [] },
  ko: { she: ['그녀*'], he: [] },
  ar: { she: ['هي', '*معها', 'لها', ...arabicTellHer], he: ['هو', '*معه', 'له', ...arabicTellHim] },
};

const genderPatterns = new Map(
  Object.entries(gendered).map(([language, words]) => [
    language,
    { she: compileEntries(words.she, language as LanguageCode), he: compileEntries(words.he, language as LanguageCode) },
  ]),
);

/** Whether the text points back at a woman ("she"), a man ("he"), or says neither. */
export function pointedAt(text: string, language: LanguageCode): 'she' | 'he' | null {
  const folded = foldText(text);
  const found = genderPatterns.get(language);
  const she = found?.she?.test(folded) ?? false;
  const he = found?.he?.test(folded) ?? false;
  return she === he ? null : she ? 'she' : 'he';
}
