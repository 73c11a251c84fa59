import type { LanguageCode } from '@shared/preferences';
import { subjectKinds, type SubjectKind } from './listening-pack';
import { listeningPacks } from './listening-packs';
import { compileEntries, foldText } from './matching';

const patterns = new Map(
  Object.entries(listeningPacks).map(([language, pack]) => [
    language,
    subjectKinds.map((kind) => ({ kind, pattern: compileEntries(pack.subjects[kind].match, language as LanguageCode, 'gu') })),
  ]),
);

/**
 * The people and situations a text names, in the order it first names them. English words count in
 * every language, since people mix them in.
 */
export function subjectsIn(text: string, language: LanguageCode): SubjectKind[] {
  const folded = foldText(text);
  const found = new Map<SubjectKind, number>();
  const look = (code: LanguageCode) => {
    for (const { kind, pattern } of patterns.get(code) ?? []) {
      if (!pattern) continue;
      pattern.lastIndex = 0;
      const at = pattern.exec(folded)?.index;
      if (at !== undefined && at < (found.get(kind) ?? Infinity)) found.set(kind, at);
    }
  };
  look(language);
  if (language !== 'en') look('en');
  return [...found].sort((a, b) => a[1] - b[1]).map(([kind]) => kind);
}

/** Every subject named across the texts, first named first. */
export function subjectsAcross(texts: readonly string[], language: LanguageCode): SubjectKind[] {
  const all: SubjectKind[] = [];
  for (const text of texts) for (const kind of subjectsIn(text, language)) if (!all.includes(kind)) all.push(kind);
  return all;
}
