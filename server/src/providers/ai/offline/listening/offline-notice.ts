import type { LanguageCode } from '@shared/preferences';
import { listeningPacks } from './listening-packs';

/** Told once as a session starts: the built-in companion is answering, and it is simpler. */
export function offlineNotice(language: LanguageCode): string {
  return listeningPacks[language].offlineNotice;
}
