import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../feature-context';
import type { AiProvider } from '../../providers/ai/ai-provider';

export async function wrapUpsRoutes(_app: FastifyInstance, _options: FeatureOptions & { ai: AiProvider }): Promise<void> {}
