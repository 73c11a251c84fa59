import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { leaseOf, releaseLease, renewLease, takeLease } from './instance-leases.repository';

export class InstanceIdInUseError extends Error {
  constructor(instanceId: string, renewedAt: Date) {
    super(
      `INSTANCE_ID "${instanceId}" is held by another running instance (its lease was renewed at ${renewedAt.toISOString()}): ` +
        'give each instance its own INSTANCE_ID.',
    );
  }
}

interface LeaseDeps {
  db: Kysely<Database>;
  instanceId: string;
  /** How long the lease lasts unrenewed. */
  ms: number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * This process's lease on its INSTANCE_ID. One that another process holds is waited for once, up to
 * its expiry: a holder that crashed lets it lapse and it is taken; a live one renews it, and this
 * process refuses to start rather than end that one's sessions as its own.
 */
export function createInstanceLease({ db, instanceId, ms, sleep = (wait) => new Promise((resolve) => setTimeout(resolve, wait)) }: LeaseDeps) {
  const holder = randomUUID();
  return {
    instanceId,
    /** How often `renew` should run: three chances before the lease lapses. */
    renewEveryMs: Math.floor(ms / 3),
    async take(): Promise<void> {
      if (await takeLease(db, instanceId, holder, ms)) return;
      const held = await leaseOf(db, instanceId);
      if (held) await sleep(held.msLeft + 250);
      if (await takeLease(db, instanceId, holder, ms)) return;
      const still = await leaseOf(db, instanceId);
      throw new InstanceIdInUseError(instanceId, still?.renewedAt ?? new Date());
    },
    /** False when the lease lapsed (then `retake` may get it back). */
    renew: () => renewLease(db, instanceId, holder, ms),
    /** Takes the lease again when nobody holds it any more, without waiting; false when another process does. */
    retake: () => takeLease(db, instanceId, holder, ms),
    release: () => releaseLease(db, instanceId, holder),
  };
}

export type InstanceLease = ReturnType<typeof createInstanceLease>;
