import { z } from 'zod';
import { textKey } from '../i18n/text';

export const JOURNAL_TITLE_MAX = 120;
export const JOURNAL_ANSWER_MAX = 4000;
const PROMPT_MAX = 300;
const RESPONSES_MAX = 20;
/** Entries moved in one request: a journal of years of daily entries. */
export const JOURNAL_MOVE_MAX = 5000;

/** A saved reflection: the prompts answered, with their answers (blank ones are not kept). */
export const journalEntry = z.object({
  id: z.uuid({ error: textKey('selfcare:messages.notFound') }),
  title: z.string().trim().min(1, textKey('selfcare:messages.titleMissing')).max(JOURNAL_TITLE_MAX, textKey('selfcare:messages.titleTooLong')),
  /** ISO time it was saved. */
  date: z.iso.datetime({ error: textKey('selfcare:messages.dateInvalid') }),
  responses: z
    .array(
      z.object({
        prompt: z.string().trim().min(1, textKey('selfcare:messages.empty')).max(PROMPT_MAX, textKey('selfcare:messages.promptTooLong')),
        response: z.string().trim().min(1, textKey('selfcare:messages.empty')).max(JOURNAL_ANSWER_MAX, textKey('selfcare:messages.answerTooLong')),
      }),
    )
    .min(1, textKey('selfcare:messages.empty'))
    .max(RESPONSES_MAX, textKey('selfcare:messages.tooManyAnswers')),
});
export type JournalEntry = z.infer<typeof journalEntry>;

export const journalEntryParams = z.object({ id: z.uuid({ error: textKey('selfcare:messages.notFound') }) });


export const journalResponse = z.object({
  /** True when the person keeps their journal with their account (encrypted, exported, deleted with it); else on each device. */
  keptWithAccount: z.boolean(),
  /** Newest first; empty while the journal is kept on the device. */
  entries: z.array(journalEntry),
});
export type JournalResponse = z.infer<typeof journalResponse>;

/**
 * Where the journal is kept from now on. To the account: the device's entries come along, stored in the
 * same step under their ids (a retried move, or a second device's, adds only what is new). To the device:
 * the ids of the entries the device has just stored, which must be every entry the account holds; they
 * are then deleted from it.
 */
export const journalKeepingBody = z.discriminatedUnion(
  'keep',
  [
    z.object({ keep: z.literal('account'), entries: z.array(journalEntry).max(JOURNAL_MOVE_MAX, textKey('selfcare:messages.tooManyToMove')) }),
    z.object({ keep: z.literal('device'), entryIds: z.array(z.uuid()).max(JOURNAL_MOVE_MAX, textKey('selfcare:messages.tooManyToMove')) }),
  ],
  { error: textKey('selfcare:messages.keepingInvalid') },
);
export type JournalKeepingBody = z.infer<typeof journalKeepingBody>;
