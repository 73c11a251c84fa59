import { readFileSync } from 'node:fs';
import path from 'node:path';

const localesDir = path.resolve(import.meta.dirname, '../../../shared/i18n/locales');

/** One text as a language's translation file has it ('landing', 'hero.start'), to find it on the page. */
export function textOf(language: string, namespace: string, key: string): string {
  let node: unknown = JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`No text ${language}/${namespace}:${key}`);
  return node;
}
