import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { healthResponse } from '@shared/api/health';
import type { FeatureOptions } from '../../feature-context';

export async function healthRoutes(app: FastifyInstance, { context }: FeatureOptions): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    { schema: { response: { 200: healthResponse } } },
    async () => {
      const ok = await sql`select 1`.execute(context.db).then(
        () => true,
        () => false,
      );
      return {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: { kind: context.dbKind, ok },
        ai: context.config.ai.apiKey || context.config.ai.baseUrl ? ('openai' as const) : ('offline' as const),
        mail: context.mailer.mode,
        payments: context.config.stripe.secretKey ? ('stripe' as const) : ('test' as const),
      };
    },
  );
}
