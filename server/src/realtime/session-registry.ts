/** What the registry needs of a live session. */
export interface RegisteredSession {
  readonly id: string;
  readonly userId: string;
  end(reason: 'shutdown'): Promise<void>;
}

/**
 * The live sessions of this server instance, so a socket that dropped can rejoin its session.
 * Lookups are scoped to the user: another user's session id is as good as unknown.
 */
export class SessionRegistry<S extends RegisteredSession> {
  private readonly sessions = new Map<string, S>();

  get size(): number {
    return this.sessions.size;
  }

  add(session: S): void {
    this.sessions.set(session.id, session);
  }

  remove(session: S): void {
    if (this.sessions.get(session.id) === session) this.sessions.delete(session.id);
  }

  find(userId: string, sessionId: string): S | undefined {
    const session = this.sessions.get(sessionId);
    return session && session.userId === userId ? session : undefined;
  }

  /** Ends every live session (server shutdown), recording each one's duration. */
  async endAll(): Promise<void> {
    await Promise.allSettled([...this.sessions.values()].map((s) => s.end('shutdown')));
  }
}
