import { z } from 'zod';
import { errorCodes } from '../errors';

export const errorResponse = z.object({
  error: z.object({ code: z.enum(errorCodes), message: z.string() }),
});
