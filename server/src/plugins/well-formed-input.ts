import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withWellFormedStrings } from '@shared/well-formed-text';

/**
 * REST bodies and query strings carry only text that can be stored and shown back as it was saved.
 * Raw bodies (a payment webhook's signed bytes) are left exactly as they came.
 */
export const wellFormedInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (typeof request.body === 'object' && request.body !== null && !Buffer.isBuffer(request.body)) {
      withWellFormedStrings(request.body);
    }
    if (request.query) withWellFormedStrings(request.query);
  });
});
