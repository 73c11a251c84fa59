import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../server/src/lib/clock';
import { systemClock } from '../../../server/src/lib/clock';
import type { TurnContext } from '../../../server/src/realtime/stages/stage';

/** Helpers for feeding a pipeline stage frames and reading what it yields. */
export async function* from<T>(items: Iterable<T>, delayMs = 0): AsyncIterable<T> {
  for (const item of items) {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    yield item;
  }
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

const ignore = () => undefined;
/** A logger that drops everything (the stages log warnings on provider failures). */
export const silentLog: FastifyBaseLogger = {
  level: 'silent',
  fatal: ignore,
  error: ignore,
  warn: ignore,
  info: ignore,
  debug: ignore,
  trace: ignore,
  silent: ignore,
  child: () => silentLog,
} as FastifyBaseLogger;

export function turnContext(options: { clock?: Clock; signal?: AbortSignal; turnId?: number } = {}): TurnContext {
  return {
    turnId: options.turnId ?? 1,
    signal: options.signal ?? new AbortController().signal,
    clock: options.clock ?? systemClock,
    log: silentLog,
  };
}

/** A companion reply request holding only the user's text, for the respond stages. */
export const companionRequest = async (text: string) => ({
  messages: [{ role: 'user' as const, content: text }],
  purpose: 'companion' as const,
  maxTokens: 220,
  temperature: 0.5,
  language: 'en' as const,
});
