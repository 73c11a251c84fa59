import type { LanguageCode } from '@shared/preferences';
import { say } from '../i18n/translator';

/**
 * The 3-hour AI notice (SB 243, NY GBL art. 47), said in the language of the session: it is an AI,
 * not a person or a therapist, and a break may help (`session:honestAi.reminder` in each language).
 */
export const aiReminderText = (language: LanguageCode): string => say(language, { key: 'session:honestAi.reminder' });
