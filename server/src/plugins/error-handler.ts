import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@shared/errors';
import type { Text } from '@shared/i18n/text';
import { isDatabaseUnavailable } from '../db/unavailable';
import { requestLanguage, say, sayMessage } from '../i18n/translator';

/**
 * A failure a service expects: a stable code, an HTTP status and a message a person can read, given
 * as a text, or a text key, to say in the request's language.
 */
export class AppError extends Error {
  readonly text: Text | null;
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string | Text,
  ) {
    super(typeof message === 'string' ? message : message.key);
    this.text = typeof message === 'string' ? null : message;
    this.name = 'AppError';
  }
}

export const notFound = (message: string | Text = { key: 'errors.notFound' }) => new AppError('not_found', 404, message);

/** Maps every error to `{ error: { code, message } }`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = requestLanguage(request.headers['accept-language']);
    if (error instanceof AppError) {
      const message = error.text ? say(language, error.text) : sayMessage(language, error.message);
      return reply.status(error.status).send({ error: { code: error.code, message } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
      const raw = first?.message ?? 'Invalid request.';
      const message = sayMessage(language, raw);
      // A library's own lowercase message ("expected string") is told which field it is about.
      const bare = message === raw && where && !/[A-Z]/.test(message[0] ?? '');
      return reply.status(400).send({ error: { code: 'validation_failed', message: bare ? `${where}: ${message}` : message } });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: { code: 'rate_limited', message: say(language, { key: 'errors.rateLimited' }) } });
    }
    if (status === 413) {
      return reply.status(413).send({ error: { code: 'payload_too_large', message: say(language, { key: 'errors.tooLarge' }) } });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: 'validation_failed', message: error.message } });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', '5');
      return reply.status(503).send({ error: { code: 'service_unavailable', message: say(language, { key: 'errors.serviceUnavailable' }) } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: { code: 'internal_error', message: say(language, { key: 'errors.internal' }) } });
  });
}
