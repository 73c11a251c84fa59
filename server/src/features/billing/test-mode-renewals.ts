import type { FastifyBaseLogger } from 'fastify';
import type { TestModePayments } from '../../providers/payments/test-mode';
import type { Fulfilment } from './fulfilment';

/** How often the test-mode renewal job looks for subscriptions whose period has ended. */
export const RENEWAL_JOB_INTERVAL_MS = 60_000;

/**
 * Test mode's stand-in for Stripe's billing clock: subscriptions whose period has ended are renewed (a
 * payment row each period) or, when set to cancel, ended (plan back to free). It runs before a billing read
 * for that user, so answers are right to the second, and as a job for everyone else's plan.
 */
export function createTestModeRenewals(testMode: TestModePayments | null, fulfilment: Fulfilment, log: FastifyBaseLogger) {
  async function sync(userId?: string): Promise<void> {
    if (!testMode) return;
    // Ids come from the subscription and the period: a read racing the job applies each event once.
    for (const event of await testMode.dueEvents(userId)) await fulfilment.handle(event);
  }

  return {
    sync,
    /** Starts the job; the returned function stops it and waits for a pass under way. */
    start(intervalMs: number): () => Promise<void> {
      let running: Promise<void> = Promise.resolve();
      const timer = setInterval(() => {
        running = running.then(() => sync()).catch((error: unknown) => log.error({ err: error }, 'test-mode renewals failed'));
      }, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}
