import type { CrisisResource, CrisisSupport } from '@shared/crisis';
import { sessionMessages } from '@shared/messages';
import type { LanguageCode } from '@shared/preferences';
import { countryLines, internationalLines, spokenNumbers } from '@shared/crisis-lines';
import { crisisReplyWords } from './crisis-replies';

const spoken = (digits: string) => spokenNumbers[digits] ?? digits;

function emergencyLine(emergency: string | null, region: string): CrisisResource {
  return emergency
    ? { name: 'Emergency services', contact: `Call ${emergency} if you are in immediate danger`, region, call: emergency }
    : { name: 'Emergency services', contact: 'Call your local emergency number if you are in immediate danger', region: 'Everywhere' };
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
    return { message: sessionMessages.crisis, resources: [emergencyLine(null, 'Everywhere'), ...internationalLines, ...ofLanguage] };
  }
  return {
    message: sessionMessages.crisis,
    country: lines.code,
    resources: [...lines.lines, emergencyLine(lines.emergency, lines.name), ...internationalLines],
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
