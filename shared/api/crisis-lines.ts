import { z } from 'zod';
import { crisisResource } from '../crisis';

/** One country's crisis lines and its emergency number, as the server chooses them for a referral. */
export const countryCrisisLines = z.object({
  /** ISO 3166 code. */
  code: z.string().length(2),
  name: z.string(),
  emergency: z.string(),
  lines: z.array(crisisResource),
});
export type CountryCrisisLines = z.infer<typeof countryCrisisLines>;

/** `GET /api/crisis-lines` (public): every country's lines, and the international fallback shown after them. */
export const crisisLinesResponse = z.object({
  countries: z.array(countryCrisisLines),
  international: z.array(crisisResource),
});
export type CrisisLinesResponse = z.infer<typeof crisisLinesResponse>;
