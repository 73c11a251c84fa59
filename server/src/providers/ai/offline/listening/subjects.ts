import type { LanguageCode } from '@shared/preferences';
import { subjectKinds, type SubjectKind } from './listening-pack';
import { listeningPacks } from './listening-packs';
import { compileEntries, foldText } from './matching';
import { someoneElses, type Match } from './whose';

const patterns = new Map(
  Object.entries(listeningPacks).map(([language, pack]) => [
    language,
    subjectKinds.map((kind) => ({ kind, pattern: compileEntries(pack.subjects[kind].match, language as LanguageCode, 'gu') })),
  ]),
);

/**
 * The people and situations a text names, in the order it first names them. English words count in
 * every language, since people mix them in. What the text tells of someone else (their illness, their
 * pet) is left out: it is not the person's own (see whose.ts).
 */
export function subjectsIn(text: string, language: LanguageCode): SubjectKind[] {
  const folded = foldText(text);
  const matches: Match[] = [];
  const look = (code: LanguageCode) => {
    for (const { kind, pattern } of patterns.get(code) ?? []) {
      if (!pattern) continue;
      pattern.lastIndex = 0;
      for (const match of folded.matchAll(pattern)) matches.push({ kind, at: match.index, end: match.index + match[0].length, code });
    }
  };
  look(language);
  if (language !== 'en') look('en');
  const others = someoneElses(matches, folded, language);
  const first = new Map<SubjectKind, number>();
  for (const { kind, at } of matches) if (!others.has(kind) && at < (first.get(kind) ?? Infinity)) first.set(kind, at);
  return [...first].sort((a, b) => a[1] - b[1]).map(([kind]) => kind);
}

/** Every subject named across the texts, first named first. */
export function subjectsAcross(texts: readonly string[], language: LanguageCode): SubjectKind[] {
  const all: SubjectKind[] = [];
  for (const text of texts) for (const kind of subjectsIn(text, language)) if (!all.includes(kind)) all.push(kind);
  return all;
}
