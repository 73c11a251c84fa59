import type { WebSocket } from 'ws';
import type { AuthUser } from '@shared/api/auth';
import type { ErrorCode } from '@shared/errors';
import type { RealtimeDeps } from '../realtime-deps';
import type { LiveSession } from '../session/live-session';
import type { SessionRegistry } from '../session/session-registry';

export interface ConnectionOptions {
  deps: RealtimeDeps;
  registry: SessionRegistry<LiveSession>;
  heartbeatMs: number;
}

/** What a client message is handled with: its socket and user, and the session the socket holds. */
export interface SocketContext {
  readonly socket: WebSocket;
  readonly user: AuthUser;
  readonly options: ConnectionOptions;
  session: LiveSession | null;
  error(code: ErrorCode, message: string): void;
}
