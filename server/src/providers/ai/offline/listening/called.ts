import type { LanguageCode } from '@shared/preferences';
import type { Subject, SubjectKind } from './listening-pack';
import { listeningPacks } from './listening-packs';
import { compileEntries, foldText } from './matching';

const patterns = new Map<string, { pattern: RegExp | null; the: string }[]>();

function calledPatterns(kind: SubjectKind, language: LanguageCode) {
  const key = `${language}:${kind}`;
  let found = patterns.get(key);
  if (!found) {
    const called = listeningPacks[language].subjects[kind].called ?? {};
    found = Object.entries(called).map(([word, the]) => ({ pattern: compileEntries([word], language), the }));
    patterns.set(key, found);
  }
  return found;
}

/**
 * A subject in the words the person used for it, from their latest message that used one: "your
 * daughter" in every sentence of the reply where they wrote "my daughter", not "your child".
 */
export function subjectAsCalled(kind: SubjectKind, texts: readonly string[], language: LanguageCode): Subject {
  const subject = listeningPacks[language].subjects[kind];
  for (const text of [...texts].reverse()) {
    const folded = foldText(text);
    const called = calledPatterns(kind, language).find(({ pattern }) => pattern?.test(folded));
    if (!called) continue;
    const as = (words: string) => particlesAfter(words.replace(subject.the, called.the), language);
    return { ...subject, the: called.the, with: as(subject.with), step: as(subject.step) };
  }
  return subject;
}

/** Korean "with" (와/과) follows the sound before it: 남자친구와, 연인과. */
function particlesAfter(words: string, language: LanguageCode): string {
  if (language !== 'ko') return words;
  return words.replace(/([가-힣])[와과](?=의|\s|$)/gu, (_, syllable: string) => {
    const closed = (syllable.charCodeAt(0) - 0xac00) % 28 !== 0;
    return `${syllable}${closed ? '과' : '와'}`;
  });
}
