import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../feature-context';

export async function remindersRoutes(_app: FastifyInstance, _options: FeatureOptions): Promise<void> {}
