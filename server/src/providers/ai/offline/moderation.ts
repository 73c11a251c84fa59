import { languagePacks } from './language-packs';

const lists = Object.values(languagePacks);

/**
 * Keyword screening for self-harm, suicide and harming others, in every supported language at once
 * (the caller does not say which language the text is in). Category names follow OpenAI's moderation.
 */
export function moderateOffline(text: string): { flagged: boolean; categories: string[] } {
  const lower = text.normalize('NFC').toLocaleLowerCase();
  const categories: string[] = [];
  if (lists.some((pack) => pack.crisis.selfHarm.some((k) => lower.includes(k)))) categories.push('self-harm');
  if (lists.some((pack) => pack.crisis.violence.some((k) => lower.includes(k)))) categories.push('violence');
  return { flagged: categories.length > 0, categories };
}
