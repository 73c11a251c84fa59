import type { LanguageCode } from '@shared/preferences';
import { classifyRisk } from '../../../../safety/risk-classifier';
import { mentionsUnsafeCoping } from '../../../../safety/unsafe-coping';
import { personKinds, subjectKinds, type ListeningPack } from './listening-pack';
import { listeningPacks } from './listening-packs';
import { escapeRegExp } from '@shared/escape-regexp';

interface FactPattern {
  pattern: RegExp;
  memory: string;
  isName: boolean;
}

/** A stated fact's memory: its first letter capitalised, the value as the person wrote it. */
function memoryOf(template: string, value: string): string {
  const text = template.replace('{value}', value.trim());
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function compileFacts(pack: ListeningPack): FactPattern[] {
  const compiled: FactPattern[] = [];
  for (const kind of subjectKinds) {
    if (!personKinds.has(kind)) continue;
    const words = pack.subjects[kind].match.map((word) => word.replace(/^\*|\*$/g, '')).map(escapeRegExp);
    const person = `(?:${words.join('|')})`;
    for (const source of pack.facts.personName.patterns) {
      compiled.push({ pattern: new RegExp(source.replaceAll('{person}', person), 'iu'), memory: pack.facts.personName.memory.replace('{the}', pack.subjects[kind].the), isName: true });
    }
  }
  for (const fact of [pack.facts.job, pack.facts.helps]) {
    for (const source of fact.patterns) compiled.push({ pattern: new RegExp(source, 'iu'), memory: fact.memory, isName: false });
  }
  return compiled;
}

const compiled = new Map(Object.entries(listeningPacks).map(([language, pack]) => [language, compileFacts(pack)]));

/** A captured name in a script with capitals must start with one ("my sister, who" names nobody). */
function plausible(value: string, isName: boolean): boolean {
  const first = value.trim().charAt(0);
  if (!first) return false;
  if (!isName) return true;
  return first.toLocaleLowerCase() === first.toLocaleUpperCase() || first === first.toLocaleUpperCase();
}

/**
 * Simple facts the person states about their life (the name of someone close, their job, what helps
 * them), as memories in the companion's words, in the language they were said in; never from a message
 * that sounded like risk, and never a harm named as what helps (pills, drinking, cutting…).
 */
export function factsIn(texts: readonly string[], language: LanguageCode): string[] {
  const facts: string[] = [];
  const patterns = compiled.get(language) ?? [];
  // Nothing said in a message that sounded like risk is kept, and no harm is remembered as "what helps".
  for (const text of texts.filter((t) => !classifyRisk(t).flagged)) {
    for (const { pattern, memory, isName } of patterns) {
      const value = pattern.exec(text)?.[1];
      if (!value || !plausible(value, isName) || mentionsUnsafeCoping(value)) continue;
      const fact = memoryOf(memory, value);
      if (!facts.includes(fact)) facts.push(fact);
    }
  }
  return facts;
}

