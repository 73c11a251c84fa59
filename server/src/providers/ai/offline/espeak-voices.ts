import type { LanguageCode, VoiceStyle } from '@shared/preferences';

/** eSpeak NG voice per language. */
const languageVoices: Record<LanguageCode, string> = {
  en: 'en-us',
  es: 'es',
  fr: 'fr',
  de: 'de',
  it: 'it',
  pt: 'pt-br',
  zh: 'cmn',
  ja: 'ja',
  ko: 'ko',
  ar: 'ar',
};

/** Each voice style as an eSpeak variant with its pace (words per minute) and pitch (0-99). */
const styles: Record<VoiceStyle, { variant: string; rate: number; pitch: number }> = {
  warm: { variant: 'f2', rate: 155, pitch: 45 },
  professional: { variant: 'm3', rate: 165, pitch: 40 },
  friendly: { variant: 'f4', rate: 170, pitch: 60 },
  gentle: { variant: 'f3', rate: 140, pitch: 50 },
};

export interface EspeakVoice {
  voice: string;
  rate: number;
  pitch: number;
}

export function espeakVoice(language: LanguageCode, style: VoiceStyle): EspeakVoice {
  const { variant, rate, pitch } = styles[style];
  return { voice: `${languageVoices[language]}+${variant}`, rate, pitch };
}
