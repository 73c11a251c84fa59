import type { ClientMessage } from '@shared/protocol/client-messages';
import { PROTOCOL_VERSION } from '@shared/protocol/version';
import type { SocketContext } from './socket-context';
import { startSession } from '../session/session-start';
import { adoptSession } from '../session/session-handoff';
import type { LiveSession } from '../session/live-session';

/** Routes one parsed client message; every refusal is an `error` event and leaves the session as it was. */
export async function dispatchMessage(connection: SocketContext, message: ClientMessage): Promise<void> {
  const { deps, registry } = connection.options;
  switch (message.type) {
    case 'ping':
      connection.socket.send(JSON.stringify({ type: 'pong' }));
      return;
    case 'session.start': {
      if (!mayOpen(connection, message.protocolVersion)) return;
      if (!(await deps.rateLimits.sessionStarts.take(connection.user.id))) {
        return connection.error('rate_limited', { key: 'session:messages.startRateLimited' });
      }
      const started = await startSession(deps, registry, connection.user.id, message);
      if (!started.ok) return connection.error(started.code, started.message, started.language);
      connection.session = started.session;
      return attachWhileOpen(connection, started.session, null);
    }
    case 'session.resume': {
      const session = await liveSessionNamed(connection, message, message.lastSeq);
      if (!session) return;
      connection.session = session;
      session.outbox.takeOver(connection.socket, { key: 'session:messages.resumedElsewhere' });
      return attachWhileOpen(connection, session, message.lastSeq);
    }
    case 'session.close': {
      const session = await liveSessionNamed(connection, message, null);
      if (!session) return;
      connection.session = session;
      await session.closeFrom(connection.socket, message.moodAfter);
      return;
    }
    case 'input_audio.start':
    case 'input_audio.pause':
    case 'input_audio.resume':
    case 'input_audio.commit':
    case 'text.send':
    case 'response.cancel':
    case 'mode.set':
    case 'session.details':
    case 'session.end':
      return inSession(connection, message);
  }
}

type InSessionMessage = Exclude<ClientMessage, { type: 'ping' | 'session.start' | 'session.resume' | 'session.close' }>;

async function inSession(connection: SocketContext, message: InSessionMessage): Promise<void> {
  const session = connection.session;
  if (!session) return connection.error('invalid_state', { key: 'session:messages.noSession' });
  // A message that reaches a session being handed over is left unanswered: unacknowledged, the client
  // sends it again once it has resumed the session elsewhere, where it is saved once. Refused, it was lost.
  if (session.movingOut && message.type === 'text.send') return;
  if (session.ended) return connection.error('invalid_state', { key: 'session:messages.sessionEnded' });
  if (!session.outbox.isAttachedTo(connection.socket)) return connection.error('invalid_state', { key: 'session:messages.resumedElsewhere' });
  switch (message.type) {
    case 'input_audio.start':
      return session.input.start(message.utteranceId);
    case 'input_audio.pause':
      return session.input.pause(message.utteranceId, message.pause);
    case 'input_audio.resume':
      return session.input.resume(message.utteranceId);
    case 'input_audio.commit':
      return session.input.commit(message.utteranceId);
    case 'text.send':
      if (session.mode !== 'text') return connection.error('invalid_state', { key: 'session:messages.textInVoiceMode' });
      if (session.busy) return connection.error('invalid_state', { key: 'session:messages.replyPending' });
      if (!(await connection.options.deps.rateLimits.text.take(connection.user.id))) {
        return connection.error('rate_limited', { key: 'session:messages.textRateLimited' });
      }
      // The allowance may be counted in Redis: the session may have ended or moved meanwhile.
      if (session.movingOut) return;
      if (session.ended || !session.outbox.isAttachedTo(connection.socket)) return connection.error('invalid_state', { key: 'session:messages.sessionEnded' });
      session.startTurn({ kind: 'text', text: message.text, clientMessageId: message.clientMessageId ?? null });
      return;
    case 'response.cancel':
      return session.cutTurn();
    case 'mode.set':
      if (!(await connection.options.deps.rateLimits.modeChanges.take(connection.user.id))) {
        return connection.error('rate_limited', { key: 'session:messages.modeRateLimited' });
      }
      return session.setMode(message.mode);
    case 'session.details':
      if (!(await connection.options.deps.rateLimits.detailChanges.take(connection.user.id))) {
        return connection.error('rate_limited', { key: 'session:messages.detailsRateLimited' });
      }
      // As for text: the session may have ended or moved while the allowance was counted.
      if (session.movingOut) return;
      if (session.ended) return connection.error('invalid_state', { key: 'session:messages.sessionEnded' });
      return session.setDetails({ title: message.title, moodBefore: message.moodBefore });
    case 'session.end':
      return session.end('user', message.moodAfter);
  }
}

/** A connection opens one session, in the protocol this server speaks; false once refused. */
function mayOpen(connection: SocketContext, protocolVersion: number): boolean {
  if (connection.session) connection.error('invalid_state', { key: 'session:messages.sessionAlreadyStarted' });
  else if (protocolVersion !== PROTOCOL_VERSION) connection.error('incompatible_protocol', { key: 'session:messages.incompatibleProtocol' });
  else return true;
  return false;
}

/**
 * The user's live session a resume or close names, here or handed over from the instance running it
 * (`lastSeq`: what the client has seen, null for a close); undefined once refused.
 */
async function liveSessionNamed(
  connection: SocketContext,
  message: { protocolVersion: number; sessionId: string },
  lastSeq: number | null,
): Promise<LiveSession | undefined> {
  if (!mayOpen(connection, message.protocolVersion)) return undefined;
  const { deps, registry } = connection.options;
  const session =
    registry.find(connection.user.id, message.sessionId) ?? (await adoptSession(deps, registry, connection.user.id, message.sessionId, lastSeq));
  if (session && !session.ended) return session;
  // Stopping, this instance takes no session: the client reconnects (1012) and its resume reaches another.
  if (registry.closing && deps.handoffs) connection.socket.close(1012, 'Server restarting');
  else connection.error('session_not_found', { key: 'session:messages.sessionNotFound' });
  return undefined;
}

/**
 * Attaches the session to this socket. A socket that closed while the session was being started or
 * found missed its own detach (nothing was attached then): the session is let go here instead, so
 * its resume window runs and it ends when nobody comes back.
 */
async function attachWhileOpen(connection: SocketContext, session: LiveSession, lastSeq: number | null): Promise<void> {
  const open = () => connection.socket.readyState === connection.socket.OPEN;
  // A resume whose socket is already gone changes nothing: the session keeps the time it dropped at (or,
  // carried on from another instance and never attached here, starts waiting for a resume now).
  if (lastSeq !== null && !open()) return session.waitForResume();
  await session.attach(connection.socket, lastSeq);
  if (!open()) session.detach(connection.socket);
}
