import type { WebSocket } from 'ws';
import type { AuthUser } from '@shared/api/auth';
import type { ErrorCode } from '@shared/errors';
import type { Text } from '@shared/i18n/text';
import type { LanguageCode } from '@shared/preferences';
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
  /** An `error` event, its message (a text, or a text key) said in the page's language (else `profile`'s, else English). */
  error(code: ErrorCode, message: Text | string, profile?: LanguageCode): void;
}
