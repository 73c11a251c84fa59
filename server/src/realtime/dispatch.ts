import { sessionMessages } from '@shared/messages';
import type { ClientMessage } from '@shared/protocol/client-messages';
import { PROTOCOL_VERSION } from '@shared/protocol/version';
import type { RealtimeConnection } from './connection';
import { startSession } from './session-start';

/** Routes one parsed client message; every refusal is an `error` event and leaves the session as it was. */
export async function dispatchMessage(connection: RealtimeConnection, message: ClientMessage): Promise<void> {
  const { deps, registry } = connection.options;
  switch (message.type) {
    case 'ping':
      connection.socket.send(JSON.stringify({ type: 'pong' }));
      return;
    case 'session.start': {
      if (connection.session) return connection.error('invalid_state', sessionMessages.sessionAlreadyStarted);
      if (message.protocolVersion !== PROTOCOL_VERSION) {
        return connection.error('incompatible_protocol', sessionMessages.incompatibleProtocol);
      }
      const started = await startSession(deps, registry, connection.user.id, message);
      if (!started.ok) return connection.error(started.code, started.message);
      connection.session = started.session;
      await started.session.attach(connection.socket, null);
      return;
    }
    case 'session.resume': {
      if (connection.session) return connection.error('invalid_state', sessionMessages.sessionAlreadyStarted);
      if (message.protocolVersion !== PROTOCOL_VERSION) {
        return connection.error('incompatible_protocol', sessionMessages.incompatibleProtocol);
      }
      const session = registry.find(connection.user.id, message.sessionId);
      if (!session || session.ended) return connection.error('session_not_found', sessionMessages.sessionNotFound);
      connection.session = session;
      session.outbox.takeOver(connection.socket, sessionMessages.resumedElsewhere);
      await session.attach(connection.socket, message.lastSeq);
      return;
    }
    case 'input_audio.start':
    case 'input_audio.commit':
    case 'text.send':
    case 'response.cancel':
    case 'mode.set':
    case 'session.end':
      return inSession(connection, message);
  }
}

type InSessionMessage = Exclude<ClientMessage, { type: 'ping' | 'session.start' | 'session.resume' }>;

async function inSession(connection: RealtimeConnection, message: InSessionMessage): Promise<void> {
  const session = connection.session;
  if (!session) return connection.error('invalid_state', sessionMessages.noSession);
  if (session.ended) return connection.error('invalid_state', sessionMessages.sessionEnded);
  if (!session.outbox.isAttachedTo(connection.socket)) return connection.error('invalid_state', sessionMessages.resumedElsewhere);
  switch (message.type) {
    case 'input_audio.start':
      return session.input.start(message.utteranceId);
    case 'input_audio.commit':
      return session.input.commit(message.utteranceId);
    case 'text.send':
      if (session.mode !== 'text') return connection.error('invalid_state', sessionMessages.textInVoiceMode);
      if (session.busy) return connection.error('invalid_state', sessionMessages.replyPending);
      if (!connection.options.deps.textRateLimit.take(connection.user.id)) {
        return connection.error('rate_limited', sessionMessages.textRateLimited);
      }
      return session.startTurn({ kind: 'text', text: message.text, clientMessageId: message.clientMessageId ?? null });
    case 'response.cancel':
      return session.cutTurn();
    case 'mode.set':
      return session.setMode(message.mode);
    case 'session.end':
      return session.end('user', message.moodAfter);
  }
}
