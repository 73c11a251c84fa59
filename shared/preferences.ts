/** Languages, voice styles and time zones a user can choose (SPEC section 9). */
export const languages = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'it', name: 'Italiano' },
  { code: 'pt', name: 'Português' },
  { code: 'zh', name: '中文' },
  { code: 'ja', name: '日本語' },
  { code: 'ko', name: '한국어' },
  { code: 'ar', name: 'العربية' },
] as const;
export const languageCodes = ['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja', 'ko', 'ar'] as const;
export type LanguageCode = (typeof languageCodes)[number];

/** Each language's name in English, shown beside its own name so every choice can be read. */
export const languageEnglishNames: Record<LanguageCode, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  ar: 'Arabic',
};

export const voiceStyles = ['warm', 'professional', 'friendly', 'gentle'] as const;
export type VoiceStyle = (typeof voiceStyles)[number];

export const MIN_PASSWORD_LENGTH = 6;
export const MIN_AGE = 16;
