import { ACCESS_TTL_SECONDS } from '../../plugins/auth';
import type { Clock } from '../../lib/clock';
import { systemClock } from '../../lib/clock';

/** What the registry needs of a live session. */
export interface RegisteredSession {
  readonly id: string;
  readonly userId: string;
  /** No socket is attached: the session waits out its resume window. */
  readonly detached: boolean;
  end(reason: 'shutdown' | 'timeout' | 'account_deleted'): Promise<void>;
}

/**
 * The live sessions of this server instance, so a socket that dropped can rejoin its session.
 * Lookups are scoped to the user: another user's session id is as good as unknown.
 */
export class SessionRegistry<S extends RegisteredSession> {
  private readonly sessions = new Map<string, S>();
  /** The instance is stopping: it takes no session from another any more. */
  closing = false;

  constructor(private readonly clock: Pick<Clock, 'now'> = systemClock) {}

  get size(): number {
    return this.sessions.size;
  }

  add(session: S): void {
    this.sessions.set(session.id, session);
  }

  remove(session: S): void {
    if (this.sessions.get(session.id) === session) this.sessions.delete(session.id);
  }

  /** Starts under way per user, so concurrent starts count against the cap before their sessions exist. */
  private readonly starting = new Map<string, number>();

  /** Holds a place for a session being started; call the returned function once it is added or refused. */
  reserve(userId: string): () => void {
    this.starting.set(userId, this.startingFor(userId) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = this.startingFor(userId) - 1;
      if (left > 0) this.starting.set(userId, left);
      else this.starting.delete(userId);
    };
  }

  startingFor(userId: string): number {
    return this.starting.get(userId) ?? 0;
  }

  /** The user's live sessions, oldest first. */
  sessionsOf(userId: string): S[] {
    return [...this.sessions.values()].filter((s) => s.userId === userId);
  }

  find(userId: string, sessionId: string): S | undefined {
    const session = this.sessions.get(sessionId);
    return session && session.userId === userId ? session : undefined;
  }

  /** Ends the user's live sessions here as their account is deleted: each socket hears `session.ended` and is closed. */
  async endSessionsOf(userId: string): Promise<void> {
    await Promise.allSettled(this.sessionsOf(userId).map((s) => s.end('account_deleted')));
  }

  /**
   * Users whose account was deleted, each until the last access token they may hold has expired: no
   * session of theirs starts meanwhile. Pruned as it is used, so it holds only the last few minutes' deletions.
   */
  private readonly refused = new Map<string, number>();

  refuse(userId: string): void {
    this.pruneRefused();
    this.refused.set(userId, this.clock.now() + ACCESS_TTL_SECONDS * 1000);
  }

  isRefused(userId: string): boolean {
    this.pruneRefused();
    return this.refused.has(userId);
  }

  get refusedCount(): number {
    this.pruneRefused();
    return this.refused.size;
  }

  private pruneRefused(): void {
    const now = this.clock.now();
    for (const [userId, until] of this.refused) if (until <= now) this.refused.delete(userId);
  }

  /** Every live session of this instance. */
  all(): S[] {
    return [...this.sessions.values()];
  }

  /** Ends every live session (server shutdown), recording each one's duration. */
  async endAll(): Promise<void> {
    await Promise.allSettled([...this.sessions.values()].map((s) => s.end('shutdown')));
  }
}
