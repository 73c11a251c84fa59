import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../feature-context';

export async function moodRoutes(_app: FastifyInstance, _options: FeatureOptions): Promise<void> {}
