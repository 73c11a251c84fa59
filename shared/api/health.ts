import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  ai: z.enum(['offline', 'openai']),
  mail: z.enum(['outbox', 'smtp']),
  payments: z.enum(['test', 'stripe']),
});
export type HealthResponse = z.infer<typeof healthResponse>;
