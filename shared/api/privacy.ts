import { z } from 'zod';
import { textKey } from '../i18n/text';

export const memory = z.object({ id: z.uuid(), fact: z.string(), createdAt: z.string() });
export type Memory = z.infer<typeof memory>;

export const memoriesResponse = z.object({ memories: z.array(memory) });
export type MemoriesResponse = z.infer<typeof memoriesResponse>;

export const memoryParams = z.object({ id: z.uuid() });

export const deletedResponse = z.object({ deleted: z.number().int().min(0) });
export type DeletedResponse = z.infer<typeof deletedResponse>;

export const deleteAccountBody = z.object({ password: z.string().min(1, textKey('settings:privacyMessages.passwordRequired')).max(200) });
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** The top-level keys of the 'Download my data' file, in the order they are written. */
export const exportSections = [
  'profile',
  'sessions',
  'moodEntries',
  'moodReminder',
  'wrapUps',
  'billing',
  'memories',
  'crisisReferrals',
  'journalEntries',
] as const;
