import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textKey } from '@shared/i18n/text';
import { currentUser } from '../../plugins/auth';
import type { FeatureOptions } from '../../feature-context';
import { createVoiceRecordings, recordingUrl } from './voice-recordings.service';

const params = z.object({ messageId: z.uuid({ error: textKey('history:messages.recordingNotFound') }) });

/** `GET /api/recordings/:messageId`: the audio of one of the signed-in user's own messages. */
export async function voiceRecordingRoutes(app: FastifyInstance, { context }: FeatureOptions): Promise<void> {
  const recordings = createVoiceRecordings({ db: context.db });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.requireUser);

  // Audio, not a JSON answer: no response schema to serialize it with.
  routes.get(recordingUrl(':messageId'), { schema: { params } }, async (request, reply) => {
    const recording = await recordings.get(currentUser(request).id, request.params.messageId);
    // A voice is personal data: never kept by a browser or proxy cache.
    return reply.type(recording.mimeType).header('cache-control', 'private, no-store').send(recording.bytes);
  });
}
