import type { FastifyBaseLogger } from 'fastify';
import type { Text } from '@shared/i18n/text';
import { AppError } from '../../plugins/error-handler';

/**
 * Runs a call to the payment provider: the app's own refusals pass through; anything else the provider
 * throws is logged and answered with 502 and the SPEC message for what was being attempted, in the request's language.
 */
export async function providerCall<T>(log: FastifyBaseLogger, message: Text, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ err: error }, 'payment provider call failed');
    throw new AppError('provider_failed', 502, message);
  }
}
