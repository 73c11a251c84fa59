import type { CrisisLinesResponse } from './api/crisis-lines';
import type { CrisisResource } from './crisis';
import type { LanguageCode } from './preferences';

/**
 * One country's crisis lines and emergency number; every entry's source is in docs/crisis-resources.md.
 * Shared so the /crisis-support page shows them without a request that could fail.
 */
export interface CountryLines {
  code: string;
  name: string;
  lines: readonly CrisisResource[];
  emergency: string;
}

/** The language each region's lines describe themselves in. */
const regionLanguages: Record<string, LanguageCode> = {
  'United States': 'en', Canada: 'en', 'United Kingdom': 'en', Ireland: 'en', Worldwide: 'en', España: 'es', France: 'fr',
  Deutschland: 'de', Italia: 'it', Portugal: 'pt', Brasil: 'pt', 中国: 'zh', 日本: 'ja', 대한민국: 'ko', لبنان: 'ar', مصر: 'ar', الإمارات: 'ar',
};

const line = (region: string, name: string, contact: string, extra: Partial<CrisisResource>): CrisisResource => ({
  name,
  contact,
  region,
  language: regionLanguages[region],
  ...extra,
});

/** A number as people write it, for the companion's reply ("116 123", "0800 111 0 111"). */
export const spokenNumbers: Record<string, string> = {
  '116123': '116 123',
  '85258': '85258',
  '08001110111': '0800 111 0 111',
  '0223272327': '02 2327 2327',
  '0120279338': '0120-279-338',
  '0570064556': '0570-064-556',
  '8004673': '800 4673',
};

export const countryLines: Record<string, CountryLines> = {
  US: { code: 'US', name: 'United States', emergency: '911', lines: [line('United States', '988 Suicide & Crisis Lifeline', 'Call or text 988 (24/7)', { call: '988', text: '988', hours: '24/7' })] },
  CA: { code: 'CA', name: 'Canada', emergency: '911', lines: [line('Canada', '9-8-8 Suicide Crisis Helpline', 'Call or text 988 (24/7, English and French)', { call: '988', text: '988', hours: '24/7' })] },
  GB: {
    code: 'GB',
    name: 'United Kingdom',
    emergency: '999',
    lines: [
      line('United Kingdom', 'Samaritans', 'Call 116 123 (free, 24/7)', { call: '116123', hours: '24/7' }),
      line('United Kingdom', 'Shout', 'Text SHOUT to 85258 (24/7)', { text: '85258', textBody: 'SHOUT', hours: '24/7' }),
    ],
  },
  IE: { code: 'IE', name: 'Ireland', emergency: '112', lines: [line('Ireland', 'Samaritans Ireland', 'Call 116 123 (free, 24/7)', { call: '116123', hours: '24/7' })] },
  ES: { code: 'ES', name: 'España', emergency: '112', lines: [line('España', 'Línea 024 de atención a la conducta suicida', 'Llama al 024 (gratis, 24 h)', { call: '024', hours: '24/7' })] },
  FR: { code: 'FR', name: 'France', emergency: '112', lines: [line('France', '3114 – Numéro national de prévention du suicide', 'Appelez le 3114 (gratuit, 24 h/24)', { call: '3114', hours: '24/7' })] },
  DE: {
    code: 'DE',
    name: 'Deutschland',
    emergency: '112',
    lines: [line('Deutschland', 'TelefonSeelsorge', 'Anrufen: 0800 111 0 111 oder 0800 111 0 222 (kostenlos, rund um die Uhr)', { call: '08001110111', hours: '24/7', url: 'https://www.telefonseelsorge.de' })],
  },
  IT: {
    code: 'IT',
    name: 'Italia',
    emergency: '112',
    lines: [line('Italia', 'Telefono Amico Italia', 'Chiama lo 02 2327 2327 (ore 9–24)', { call: '0223272327', hours: '9:00–24:00' })],
  },
  PT: { code: 'PT', name: 'Portugal', emergency: '112', lines: [line('Portugal', 'Linha Nacional de Prevenção do Suicídio', 'Ligue 1411 (gratuito, 24 h)', { call: '1411', hours: '24/7' })] },
  BR: { code: 'BR', name: 'Brasil', emergency: '192', lines: [line('Brasil', 'CVV – Centro de Valorização da Vida', 'Ligue 188 (gratuito, 24 h) ou converse em cvv.org.br', { call: '188', hours: '24/7', url: 'https://cvv.org.br' })] },
  CN: { code: 'CN', name: '中国', emergency: '120', lines: [line('中国', '12356 全国统一心理援助热线', '拨打 12356', { call: '12356' })] },
  JP: {
    code: 'JP',
    name: '日本',
    emergency: '119',
    lines: [
      line('日本', 'よりそいホットライン', '0120-279-338 に電話（24時間・無料）', { call: '0120279338', hours: '24/7' }),
      line('日本', 'こころの健康相談統一ダイヤル', '0570-064-556 に電話', { call: '0570064556' }),
    ],
  },
  KR: { code: 'KR', name: '대한민국', emergency: '119', lines: [line('대한민국', '자살예방상담전화 109', '109에 전화 (24시간)', { call: '109', hours: '24/7' })] },
  LB: { code: 'LB', name: 'لبنان', emergency: '112', lines: [line('لبنان', 'Embrace Lifeline', 'اتصل بالرقم 1564', { call: '1564' })] },
  EG: { code: 'EG', name: 'مصر', emergency: '123', lines: [line('مصر', 'الخط الساخن للأمانة العامة للصحة النفسية', 'اتصل بالرقم 16328', { call: '16328' })] },
  AE: { code: 'AE', name: 'الإمارات', emergency: '999', lines: [line('الإمارات', 'Mental Support Line', 'اتصل بالرقم 800 4673 (800 HOPE)', { call: '8004673' })] },
};

/** Always shown after a country's own lines, and alone when no country is known. */
export const internationalLines: readonly CrisisResource[] = [
  line('Worldwide', 'Find A Helpline', 'Free, confidential lines in your country: findahelpline.com', { url: 'https://findahelpline.com' }),
];

/** Every country's lines and the international fallback, as the /crisis-support page lists them. */
export const crisisLinesDirectory: CrisisLinesResponse = {
  countries: Object.values(countryLines).map(({ code, name, emergency, lines }) => ({ code, name, emergency, lines: [...lines] })),
  international: [...internationalLines],
};
