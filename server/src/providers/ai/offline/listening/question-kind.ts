import type { LanguageCode } from '@shared/preferences';
import { questionKinds, type QuestionKind } from './listening-pack';
import { listeningPacks } from './listening-packs';
import { compileEntries, foldText } from './matching';

const patterns = new Map(
  Object.entries(listeningPacks).map(([language, pack]) => [
    language,
    questionKinds.map((kind) => ({ kind, pattern: compileEntries(pack.asks[kind], language as LanguageCode) })),
  ]),
);

/**
 * The kind of question a message asks, in order of precedence (a recap request first, then "is it
 * normal", "what can I do", a choice); null for none of them. English phrasings count in every language.
 */
export function questionKind(text: string, language: LanguageCode): QuestionKind | null {
  const folded = foldText(text);
  const own = patterns.get(language) ?? [];
  const english = language === 'en' ? [] : (patterns.get('en') ?? []);
  for (const kind of questionKinds) {
    const matches = [...own, ...english].some((entry) => entry.kind === kind && entry.pattern?.test(folded));
    if (matches) return kind;
  }
  return null;
}
