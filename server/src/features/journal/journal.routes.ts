import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@shared/api/error';
import { journalEntry, journalEntryParams, journalKeepingBody, journalResponse } from '@shared/api/journal';
import { currentUser } from '../../plugins/auth';
import type { FeatureOptions } from '../../feature-context';
import { createJournalService } from './journal.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 413: errorResponse };
// An entry of 20 answers of 4,000 characters, in any script; a whole journal moved at once.
const ENTRY_BODY_LIMIT = 512 * 1024;
const MOVE_BODY_LIMIT = 32 * 1024 * 1024;

/** The reflection journal kept with the account, and the choice of where it is kept. */
export async function journalRoutes(app: FastifyInstance, { context }: FeatureOptions): Promise<void> {
  const journal = createJournalService({ db: context.db });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.requireUser);

  routes.get('/api/journal', { schema: { response: { 200: journalResponse, ...errors } } }, async (request) =>
    journal.get(currentUser(request).id),
  );

  routes.post(
    '/api/journal/entries',
    { bodyLimit: ENTRY_BODY_LIMIT, schema: { body: journalEntry, response: { 201: journalEntry, ...errors } } },
    async (request, reply) => reply.status(201).send(await journal.add(currentUser(request).id, request.body)),
  );

  routes.delete(
    '/api/journal/entries/:id',
    { schema: { params: journalEntryParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await journal.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.put(
    '/api/journal/keeping',
    { bodyLimit: MOVE_BODY_LIMIT, schema: { body: journalKeepingBody, response: { 200: journalResponse, ...errors } } },
    async (request) => journal.keep(currentUser(request).id, request.body),
  );
}
