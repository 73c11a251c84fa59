import type { Guide, GuideSlug, GuideSummary } from '@shared/api/guides';
import { guideSlugs } from '@shared/api/guides';
import type { LanguageCode } from '@shared/preferences';
import { guides as ar } from './ar';
import { guides as de } from './de';
import { guides as en } from './en';
import { guides as es } from './es';
import { guides as fr } from './fr';
import { guides as it } from './it';
import { guides as ja } from './ja';
import { guides as ko } from './ko';
import { guides as pt } from './pt';
import { guides as zh } from './zh';

/**
 * Every guide in every language. The guides' text is premium: it lives here on the server, never in the
 * client bundle (nor in `shared/i18n/locales`, which the client bundles), and is sent only to plans that include it.
 */
const guidesByLanguage: Record<LanguageCode, Record<GuideSlug, Guide>> = { en, es, fr, de, it, pt, zh, ja, ko, ar };

/** The whole guide, in the reader's language. */
export function guideBySlug(slug: GuideSlug, language: LanguageCode): Guide {
  return guidesByLanguage[language][slug];
}

/** What anyone may see: titles and summaries, in the guide page's order and the reader's language. */
export function guideSummaries(language: LanguageCode): GuideSummary[] {
  return guideSlugs.map((slug) => {
    const { title, summary, readMinutes } = guidesByLanguage[language][slug];
    return { slug, title, summary, readMinutes };
  });
}
