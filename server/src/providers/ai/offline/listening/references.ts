import type { LanguageCode } from '@shared/preferences';
import { compileEntries, foldText } from './matching';

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
  ar: ['هو', 'هي', '*معه', '*معها', 'له', 'لها', 'نحن', '*معًا', 'سوا'],
};

const patterns = new Map(Object.entries(pointingBack).map(([language, words]) => [language, compileEntries(words, language as LanguageCode)]));

/** Whether the text speaks of someone already named without naming them. */
export function pointsBack(text: string, language: LanguageCode): boolean {
  return patterns.get(language)?.test(foldText(text)) ?? false;
}
