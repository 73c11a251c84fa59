import type { LanguageCode } from '@shared/preferences';
import { personKinds, subjectKinds, type SubjectKind } from './listening-pack';
import { listeningPacks } from './listening-packs';
import { compileEntries, foldText } from './matching';
import { isSomeoneElses } from './whose';

const patterns = new Map(
  Object.entries(listeningPacks).map(([language, pack]) => [
    language,
    subjectKinds.map((kind) => ({ kind, pattern: compileEntries(pack.subjects[kind].match, language as LanguageCode, 'gu') })),
  ]),
);

const CLAUSE_END = /[.!?;\n。！？؟]/u;

/**
 * The people and situations a text names, in the order it first names them. English words count in
 * every language, since people mix them in. Illness told of someone else ("my mother is ill", "el
 * perro está enfermo") is theirs, not the person's own health; someone else's pet is not theirs either.
 */
export function subjectsIn(text: string, language: LanguageCode): SubjectKind[] {
  const folded = foldText(text);
  const found = new Map<SubjectKind, number>();
  const health: number[] = [];
  let firstPet: { at: number; own: boolean } | undefined; // "my neighbour's dog … i love that dog": hers
  const look = (code: LanguageCode) => {
    for (const { kind, pattern } of patterns.get(code) ?? []) {
      if (!pattern) continue;
      pattern.lastIndex = 0;
      for (const match of folded.matchAll(pattern)) {
        if (match.index < (found.get(kind) ?? Infinity)) found.set(kind, match.index);
        if (kind === 'health' && !isSomeoneElses('health', folded, match.index, match[0].length, code)) health.push(match.index);
        if (kind === 'pet' && match.index < (firstPet?.at ?? Infinity)) {
          firstPet = { at: match.index, own: !isSomeoneElses('pet', folded, match.index, match[0].length, code) };
        }
      }
    }
  };
  look(language);
  if (language !== 'en') look('en');
  const someoneElses = (at: number) =>
    [...found].some(([kind, named]) => (personKinds.has(kind) || kind === 'pet') && named < at && !CLAUSE_END.test(folded.slice(named, at)));
  if (health.every(someoneElses)) found.delete('health');
  if (firstPet && !firstPet.own) found.delete('pet');
  return [...found].sort((a, b) => a[1] - b[1]).map(([kind]) => kind);
}

/** Every subject named across the texts, first named first. */
export function subjectsAcross(texts: readonly string[], language: LanguageCode): SubjectKind[] {
  const all: SubjectKind[] = [];
  for (const text of texts) for (const kind of subjectsIn(text, language)) if (!all.includes(kind)) all.push(kind);
  return all;
}
