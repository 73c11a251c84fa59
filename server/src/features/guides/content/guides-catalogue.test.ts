import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guideSlugs, type Guide } from '@shared/api/guides';
import { languageCodes, type LanguageCode } from '@shared/preferences';
import { guideBySlug, guideSummaries } from './guides-catalogue';

/** Every leaf of a guide with its path ('sections.1.blocks.0.items.2'). */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

/** What a translation must keep: every path, and every value that is not words (slug, ids, kinds, numbers). */
const words = (path: string) => !/(^slug|\.id|\.kind|\.ordered|^readMinutes)$/.test(path);
const shape = (guide: Guide) => leaves(guide).map(([path, value]) => (words(path) ? `${path}: ${typeof value}` : `${path} = ${String(value)}`));

/** Texts the same as the English on purpose: the same word in that language. */
const sameWord: Partial<Record<LanguageCode, string[]>> = {
  fr: [
    'task-prioritization sections.1.blocks.1.columns.0',
    'task-prioritization sections.1.blocks.1.rows.0',
    'task-prioritization sections.3.blocks.0.duration',
    'focus-techniques sections.4.blocks.0.duration',
    'habit-building sections.5.blocks.0.duration',
  ],
  de: ['focus-techniques sections.3.blocks.1.items.0.title'],
};

const locales = new URL('../../../../../shared/i18n/locales/', import.meta.url);

describe('the guides in every language', () => {
  const others = languageCodes.filter((language) => language !== 'en');

  it.each(others)('in %s have the English guides’ shape: the same sections, blocks and number of items', (language) => {
    for (const slug of guideSlugs) expect(shape(guideBySlug(slug, language)), `${language} ${slug}`).toEqual(shape(guideBySlug(slug, 'en')));
  });

  it.each(others)('in %s say every text, none left in English but the same words', (language) => {
    const asInEnglish: string[] = [];
    for (const slug of guideSlugs) {
      const english = new Map(leaves(guideBySlug(slug, 'en')));
      for (const [path, text] of leaves(guideBySlug(slug, language))) {
        if (!words(path)) continue;
        expect(String(text).trim(), `${language} ${slug} ${path}`).not.toBe('');
        // Clock times ('9:00 – 11:00') may be written the same.
        if (/\p{L}{3}/u.test(String(english.get(path))) && text === english.get(path)) asInEnglish.push(`${slug} ${path}`);
      }
    }
    expect(asInEnglish).toEqual(sameWord[language] ?? []);
  });

  it('list titles and summaries in the reader’s language', () => {
    expect(guideSummaries('en').map((guide) => guide.title)).toEqual(['Task Prioritization', 'Focus Techniques', 'Habit Building']);
    expect(guideSummaries('es')[0]).toMatchObject({ slug: 'task-prioritization', title: guideBySlug('task-prioritization', 'es').title });
    expect(guideSummaries('ar')[2]?.title).toBe(guideBySlug('habit-building', 'ar').title);
  });

  // The texts in shared/i18n/locales are bundled into the client, which anyone can download: no premium text there.
  it('keep their premium text out of the texts the client bundles', () => {
    const bundled = languageCodes
      .flatMap((language) => readdirSync(new URL(`${language}/`, locales)).map((file) => readFileSync(new URL(`${language}/${file}`, locales), 'utf8')))
      .join('\n');
    for (const language of languageCodes) {
      for (const slug of guideSlugs) {
        const { intro, sections } = guideBySlug(slug, language);
        const premium = [intro, ...leaves(sections).map(([, value]) => value)].filter((text): text is string => typeof text === 'string' && text.length > 30);
        for (const text of premium) expect(bundled.includes(JSON.stringify(text).slice(1, -1)), `${language} ${slug}: ${text}`).toBe(false);
      }
    }
  });
});
