import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { nestsDeeperThan, withWellFormedStrings } from '@shared/well-formed-text';
import { AppError } from './error-handler';

/**
 * REST bodies, query strings and path parameters carry only text that can be stored and shown back as it was saved.
 * Raw bodies (a payment webhook's signed bytes) are left exactly as they came.
 */
export const wellFormedInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (typeof request.body === 'object' && request.body !== null && !Buffer.isBuffer(request.body)) {
      // Before any walk over it: 6,000 levels of nesting overflowed the stack (a 500, with no login needed).
      if (nestsDeeperThan(request.body)) throw new AppError('validation_failed', 400, { key: 'errors.nestedTooDeep' });
      withWellFormedStrings(request.body);
    }
    if (request.query) withWellFormedStrings(request.query);
    // A path parameter reaches SQL too: NUL in one was a 500 (found by `npm run fuzz`).
    if (request.params) withWellFormedStrings(request.params);
  });
});
