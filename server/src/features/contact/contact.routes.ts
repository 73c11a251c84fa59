import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../feature-context';

export async function contactRoutes(_app: FastifyInstance, _opts: FeatureOptions): Promise<void> {}
