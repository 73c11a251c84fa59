import type { CrisisResource, CrisisSupport } from '@shared/crisis';
import type { LanguageCode } from '@shared/preferences';
import { countryLines, internationalLines, spokenNumbers } from '@shared/crisis-lines';
import { translator } from '../i18n/translator';
import { crisisReplyWords } from './crisis-replies';

const spoken = (digits: string) => spokenNumbers[digits] ?? digits;

/** The emergency number as a line of the card, in the person's language. */
function emergencyLine(emergency: string | null, region: string | null, language: LanguageCode): CrisisResource {
  const t = translator(language);
  const name = t('crisis:emergency.name');
  return emergency
    ? { name, contact: t('crisis:emergency.call', { number: emergency }), region: region ?? t('crisis:emergency.everywhere'), call: emergency, language }
    : { name, contact: t('crisis:emergency.local'), region: t('crisis:emergency.everywhere'), language };
}

/** Where no country is known, the countries we list whose people speak the language, each labelled with its region. */
const countriesSpeaking: Record<LanguageCode, readonly string[]> = {
  en: ['US', 'CA', 'GB', 'IE'],
  es: ['ES'],
  fr: ['FR', 'CA'],
  de: ['DE'],
  it: ['IT'],
  pt: ['BR', 'PT'],
  zh: ['CN'],
  ja: ['JP'],
  ko: ['KR'],
  ar: ['EG', 'LB', 'AE'],
};

/**
 * The lines for a country (ISO code) as the card shows them; with no country, the international
 * fallback (Find A Helpline, the local emergency number) and the lines of the user's language.
 */
export function crisisSupportFor(country: string | null, language: LanguageCode): CrisisSupport {
  const lines = country ? countryLines[country] : undefined;
  if (!lines) {
    const ofLanguage = countriesSpeaking[language].flatMap((code) => countryLines[code]?.lines.slice(0, 1) ?? []);
    return { message: translator(language)('crisis:card.message'), resources: [emergencyLine(null, null, language), ...internationalLines, ...ofLanguage] };
  }
  return {
    message: translator(language)('crisis:card.message'),
    country: lines.code,
    resources: [...lines.lines, emergencyLine(lines.emergency, lines.name, language), ...internationalLines],
  };
}

/** The companion's reply to a flagged message, naming the country's first line (see crisis-replies.ts). */
export function crisisReply(country: string | null, language: LanguageCode): string {
  const words = crisisReplyWords[language];
  const lines = country ? countryLines[country] : undefined;
  const first = lines?.lines[0];
  let line = words.findHelpline;
  if (first) {
    const how =
      first.call && first.text === first.call
        ? words.callOrText.replace('{number}', spoken(first.call))
        : first.call
          ? words.call.replace('{number}', spoken(first.call))
          : words.text.replace('{number}', spoken(first.text ?? ''));
    line = language === 'zh' || language === 'ja' ? `${first.name}（${how}）` : `${first.name} (${how})`;
  }
  return words.reply.replace('{line}', line).replace('{emergency}', lines?.emergency ?? words.localEmergency);
}
