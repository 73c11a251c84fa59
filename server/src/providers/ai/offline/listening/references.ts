import type { LanguageCode } from '@shared/preferences';
import { compileEntries, foldText } from './matching';

/** Words that point back at someone already named ("should I ask him…"), matched as in listening-pack.ts. */
const pointingBack: Record<LanguageCode, readonly string[]> = {
  en: ['him', 'her', 'he', 'she', 'them', 'they'],
  es: ['él', 'ella', 'ellos', 'ellas', 'le', 'les', 'decirle', 'hablarle', 'pedirle'],
  fr: ['lui', 'elle', 'eux', 'elles', 'il', 'ils'],
  de: ['ihm', 'ihn', 'ihr', 'ihnen', 'er'],
  it: ['lui', 'lei', 'loro', 'gli', 'dirgli', 'parlargli', 'chiedergli'],
  pt: ['ele', 'ela', 'eles', 'elas', 'dele', 'dela', 'lhe'],
  zh: ['他', '她'],
  ja: ['彼', '彼女', 'あの人', 'その人'],
  ko: ['그 사람*', '그분*', '걔*', '그녀*'],
  ar: ['هو', 'هي', '*معه', '*معها', 'له', 'لها'],
};

const patterns = new Map(Object.entries(pointingBack).map(([language, words]) => [language, compileEntries(words, language as LanguageCode)]));

/** Whether the text speaks of someone already named without naming them. */
export function pointsBack(text: string, language: LanguageCode): boolean {
  return patterns.get(language)?.test(foldText(text)) ?? false;
}
