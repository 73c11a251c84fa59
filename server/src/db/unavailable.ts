/**
 * Postgres SQLSTATEs of a server that cannot be reached or is going away: class 08 (connection
 * exception), 57P01-57P03 (shut down by an administrator or a crash, or not accepting connections yet)
 * and 53300 (too many connections).
 */
const unavailableStates = /^(08...|57P0[123]|53300)$/;
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres says these in words only.
const unavailableMessages = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i;

/** Errors the Postgres pool raised (`db/named-statements.ts` marks them): a refused connection elsewhere (an AI provider, SMTP) is not the database's. */
const fromPostgres = new WeakSet<object>();

export function markDatabaseError(error: unknown): unknown {
  if (error !== null && typeof error === 'object') fromPostgres.add(error);
  return error;
}

/** The database could not be reached (down, restarting, cut off): worth a 503 and a retry, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (fromPostgres.has(current)) {
      if (typeof code === 'string' && (unavailableStates.test(code) || networkCodes.has(code))) return true;
      if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    }
    current = cause;
  }
  return false;
}

/**
 * Runs `operation`, and again while it fails because the database is out of reach, for up to
 * `budgetMs` in all (250 ms, then twice as long each time, at most 2 s apart): a restart or a short
 * network cut delays a write instead of losing it. Any other failure, or the last one, is thrown.
 */
export async function retryWhileDatabaseUnavailable<T>(operation: () => Promise<T>, budgetMs = 10_000): Promise<T> {
  const deadline = Date.now() + budgetMs;
  for (let delay = 250; ; delay = Math.min(delay * 2, 2000)) {
    try {
      return await operation();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + delay > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
