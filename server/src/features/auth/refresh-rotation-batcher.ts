import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { rotateRefreshTokens, type Rotation, type TokenOwner } from './refresh-token.repository';

/**
 * Statements that may run at once. While they run, the rotations asked for meanwhile wait and then go
 * together, so under load one statement (and one commit) serves many refreshes; when few come, each
 * goes at once.
 */
const STATEMENTS_AT_ONCE = 4;
/** Rotations in one statement at most. */
const ROTATIONS_PER_STATEMENT = 100;

interface Waiting {
  rotation: Rotation;
  resolve: (owner: TokenOwner | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Rotates refresh tokens like `rotateRefreshTokens` does, but sends the rotations asked for in one turn
 * of the event loop, or while earlier statements ran, as one statement. A token is never in two
 * statements at once: a second refresh with the same token waits for the first to spend it (and then
 * finds it used, as it would have one after the other).
 */
export function createRotationBatcher(
  db: Kysely<Database>,
  now: () => Date,
  { statementsAtOnce = STATEMENTS_AT_ONCE } = {},
) {
  let waiting: Waiting[] = [];
  const spending = new Set<string>();
  let running = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(sendWaiting);
  };

  function sendWaiting() {
    scheduled = false;
    while (running < statementsAtOnce) {
      const batch = takeBatch();
      if (batch.length === 0) return;
      running += 1;
      void run(batch).finally(() => {
        running -= 1;
        for (const w of batch) spending.delete(w.rotation.spentHash);
        if (waiting.length > 0) schedule();
      });
    }
  }

  function takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    for (const w of waiting) {
      if (batch.length < ROTATIONS_PER_STATEMENT && !spending.has(w.rotation.spentHash)) {
        spending.add(w.rotation.spentHash);
        batch.push(w);
      } else later.push(w);
    }
    waiting = later;
    return batch;
  }

  async function run(batch: Waiting[]): Promise<void> {
    try {
      const owners = await rotateRefreshTokens(db, now(), batch.map((w) => w.rotation));
      for (const w of batch) w.resolve(owners.get(w.rotation.spentHash));
    } catch (error) {
      if (batch.length === 1) return batch[0]?.reject(error);
      // One rotation's failure (its next token's hash already taken, say) must not fail the others.
      for (const w of batch) await run([w]);
    }
  }

  return (rotation: Rotation): Promise<TokenOwner | undefined> =>
    new Promise((resolve, reject) => {
      waiting.push({ rotation, resolve, reject });
      schedule();
    });
}
