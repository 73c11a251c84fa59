import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { healthResponse, noMailWarning, paymentsTestModeWarning, speechAvailability, speechAvailabilityOf, type SpeechRecognitionStatus } from '@shared/api/health';
import type { FeatureOptions } from '../../feature-context';

export interface HealthOptions extends FeatureOptions {
  /** As probed at startup. */
  speechRecognition: SpeechRecognitionStatus;
  /** Set from the first step of a stop. */
  stopping: { readonly draining: boolean };
}

export async function healthRoutes(app: FastifyInstance, { context, speechRecognition, stopping }: HealthOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // For whoever runs the server: the modes, and why speech is not understood with how to fix it.
  routes.get('/api/health', { schema: { response: { 200: healthResponse, 503: healthResponse } } }, async (_request, reply) => {
    const ok = await sql`select 1`.execute(context.db).then(
      () => true,
      () => false,
    );
    if (stopping.draining) reply.status(503);
    return {
      status: stopping.draining ? ('draining' as const) : ok ? ('ok' as const) : ('degraded' as const),
      database: { kind: context.dbKind, ok },
      ai: context.config.ai.apiKey || context.config.ai.baseUrl ? ('openai' as const) : ('offline' as const),
      mail: context.mailer.mode,
      payments: context.config.stripe.secretKey ? ('stripe' as const) : ('test' as const),
      speech: speechRecognition,
      warnings: [
        ...(context.config.paymentsTestModeInProduction ? [paymentsTestModeWarning] : []),
        ...(context.config.mailMissingInProduction ? [noMailWarning] : []),
      ],
    };
  });

  // For the app: whether it can offer voice calls, without the operator's details.
  const availability = speechAvailabilityOf(speechRecognition);
  routes.get('/api/speech-recognition', { schema: { response: { 200: speechAvailability } } }, async () => availability);
}
