import { z } from 'zod';
import { languageCodes } from './preferences';

/**
 * A help line as the crisis card shows it. `name`, `contact` and `region` are what every client reads;
 * `call` and `text` are numbers to dial or text (digits, maybe a leading +) for tap-to-call (`tel:`) and
 * tap-to-text (`sms:`) links, `textBody` a keyword to send, `url` a web address, `hours` when it answers.
 */
export const crisisResource = z.object({
  name: z.string(),
  contact: z.string(),
  region: z.string(),
  call: z.string().regex(/^\+?\d+$/).optional(),
  text: z.string().regex(/^\+?\d+$/).optional(),
  textBody: z.string().optional(),
  url: z.url().optional(),
  hours: z.string().optional(),
  /** The language `name` and `contact` are written in. */
  language: z.enum(languageCodes).optional(),
});
export type CrisisResource = z.infer<typeof crisisResource>;

/** What a flagged message brings: the words to show, the country the lines were chosen for, the lines. */
export const crisisSupport = z.object({
  message: z.string(),
  /** ISO 3166 code of the country chosen from the user's time zone (or language); absent: the international fallback. */
  country: z.string().length(2).optional(),
  resources: z.array(crisisResource),
});
export type CrisisSupport = z.infer<typeof crisisSupport>;
