import type { LanguageCode } from './preferences';

/** IANA time zones of the countries whose lines we list (crisis-lines.ts). */
const zoneCountries: Record<string, string> = {
  ...Object.fromEntries(
    [
      'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Phoenix', 'America/Anchorage',
      'America/Detroit', 'America/Boise', 'America/Indiana/Indianapolis', 'America/Kentucky/Louisville', 'Pacific/Honolulu', 'America/Puerto_Rico',
    ].map((zone) => [zone, 'US']),
  ),
  ...Object.fromEntries(
    ['America/Toronto', 'America/Vancouver', 'America/Edmonton', 'America/Winnipeg', 'America/Halifax', 'America/St_Johns', 'America/Regina', 'America/Montreal']
      .map((zone) => [zone, 'CA']),
  ),
  'Europe/London': 'GB',
  'Europe/Belfast': 'GB',
  'Europe/Dublin': 'IE',
  'Europe/Madrid': 'ES',
  'Atlantic/Canary': 'ES',
  'Africa/Ceuta': 'ES',
  'Europe/Paris': 'FR',
  'Europe/Berlin': 'DE',
  'Europe/Busingen': 'DE',
  'Europe/Rome': 'IT',
  'Europe/Lisbon': 'PT',
  'Atlantic/Madeira': 'PT',
  'Atlantic/Azores': 'PT',
  ...Object.fromEntries(
    ['America/Sao_Paulo', 'America/Bahia', 'America/Fortaleza', 'America/Recife', 'America/Manaus', 'America/Belem', 'America/Cuiaba', 'America/Porto_Velho', 'America/Rio_Branco']
      .map((zone) => [zone, 'BR']),
  ),
  'Asia/Shanghai': 'CN',
  'Asia/Chongqing': 'CN',
  'Asia/Harbin': 'CN',
  'Asia/Urumqi': 'CN',
  'Asia/Tokyo': 'JP',
  'Asia/Seoul': 'KR',
  'Asia/Beirut': 'LB',
  'Africa/Cairo': 'EG',
  'Asia/Dubai': 'AE',
};

/**
 * Where a language alone points to one country we list. English, Spanish, Portuguese and Arabic are
 * spoken in too many countries to guess one: those get the international fallback.
 */
const languageCountries: Partial<Record<LanguageCode, string>> = { fr: 'FR', de: 'DE', it: 'IT', zh: 'CN', ja: 'JP', ko: 'KR' };

/**
 * The country whose crisis lines a person sees: their time zone first (it says where they are), then
 * a listed country their browser names (`region`, from "es-ES"; the public page only), then their
 * language when the zone names no country we list (UTC, the default), else none.
 */
export function crisisCountryOf(timezone: string | null | undefined, language: LanguageCode, region?: string | null): string | null {
  const fromZone = timezone ? zoneCountries[timezone] : undefined;
  return fromZone ?? region ?? languageCountries[language] ?? null;
}
