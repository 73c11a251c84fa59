import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { WebSocket } from 'ws';
import { speechAvailabilityOf, type SpeechRecognitionStatus } from '@shared/api/health';
import { MAX_FRAME_BYTES } from '@shared/protocol/version';
import type { FeatureContext } from '../feature-context';
import type { RealtimeSessionServices } from '../features/sessions/realtime-services';
import { ACCESS_COOKIE, verifyAccessToken } from '../plugins/auth';
import { AppError } from '../plugins/error-handler';
import { isAllowedOrigin } from '../plugins/origin-check';
import type { AiProvider } from '../providers/ai/ai-provider';
import { createCrisisReferrals } from '../safety/crisis-referrals';
import { BackgroundTasks } from '../lib/background-tasks';
import type { Clock } from '../lib/clock';
import { listenForNotifications } from '../db/notifications';
import { ACCOUNT_DELETED_CHANNEL, SESSION_RELEASE_CHANNEL } from '../features/sessions/session-handoffs.service';
import { RealtimeConnection } from './socket/connection';
import { pageLanguage } from './outbox/page-language';
import { releaseOnRequest } from './session/session-handoff';
import { drainSessions, endUnclaimedSessions } from './session/session-drain';
import { createInstanceLeaseKeeper } from './session/instance-lease-keeper';
import { PaceTicker } from './outbox/pace-ticker';
import { providerTimeouts, type RealtimeDeps } from './realtime-deps';
import type { SessionRegistry } from './session/session-registry';
import { createSocketRateLimits } from './socket/socket-rate-limits';
import { rememberTransport } from './outbox/write-batching';
import type { LiveSession } from './session/live-session';

export interface RealtimePluginOptions {
  context: FeatureContext;
  ai: AiProvider;
  clock: Clock;
  speechRecognition: SpeechRecognitionStatus;
  /** This instance's live sessions (account deletion ends a person's through it too). */
  registry: SessionRegistry<LiveSession>;
  /** Sessions, summaries, voice usage and recordings, built by the app. */
  services: RealtimeSessionServices;
}

/** Options for `@fastify/websocket`: frames past our own limit get an error event; far past it, ws closes the socket (1009). */
export const websocketOptions = {
  options: { maxPayload: 4 * MAX_FRAME_BYTES },
  errorHandler(error: Error, socket: WebSocket, request: FastifyRequest) {
    request.log.warn({ err: error }, 'realtime socket error');
    // ws is already closing with the matching code (1009 for an oversized frame): let that close frame go out.
    if (socket.readyState === socket.OPEN) socket.terminate();
  },
  // The plugin's default closes every socket first; ours stay open until each session is told (see the preClose hook below).
  // Like the default, no new socket is taken once the instance stops: an upgrade asked for meanwhile is refused and its
  // connection closed at once (answered through the routes, it would be left open, and the server would never close).
  preClose(this: FastifyInstance, done: () => void) {
    this.server.removeAllListeners('upgrade');
    this.server.on('upgrade', refuseUpgrade);
    this.websocketServer.close();
    done();
  },
};

/** An upgrade while the instance stops: 503, and the connection closed, so the client tries another instance. */
function refuseUpgrade(_request: IncomingMessage, socket: Duplex): void {
  // Node takes its own error listener off an upgrading socket: without one, a reset here would crash the stop.
  socket.on('error', () => socket.destroy());
  socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 1\r\nContent-Length: 0\r\n\r\n', () => socket.destroy());
}

/** `/api/realtime`: one authenticated WebSocket per open session view (see docs/protocol.md). */
export async function realtimePlugin(
  app: FastifyInstance,
  { context, ai, clock, speechRecognition, registry, services }: RealtimePluginOptions,
): Promise<void> {
  const now = () => new Date(clock.now());
  const deps: RealtimeDeps = {
    ai,
    speech: speechAvailabilityOf(speechRecognition),
    clock,
    log: app.log.child({ module: 'realtime' }),
    sessions: services.sessions,
    handoffs: context.config.databaseUrl ? services.handoffs : null,
    summaries: services.summaries,
    voiceUsage: services.voiceUsage,
    recordings: services.recordings,
    rateLimits: createSocketRateLimits(app, clock, context.config.redis),
    timeouts: providerTimeouts(context.config.ai.timeoutMs),
    // Topped up to 160 ms every 60 ms: the client holds 100 to 160 ms, and three frames leave per write.
    pace: { leadMs: 160, maxBufferedBytes: 64 * 1024, ticker: new PaceTicker(clock, 60) },
    background: new BackgroundTasks(),
    crisis: createCrisisReferrals({
      db: context.db,
      now,
      onRecordFailed: (error) => app.log.error({ err: error }, 'recording a crisis referral failed'),
    }),
  };
  const lease = createInstanceLeaseKeeper(services, deps.log);
  app.addHook('onReady', () => lease.start());
  // Instances sharing one Postgres hand sessions to each other when a client reconnects elsewhere.
  const databaseUrl = context.config.databaseUrl;
  if (databaseUrl) {
    const listener = listenForNotifications(
      databaseUrl,
      {
        [SESSION_RELEASE_CHANNEL]: (payload) =>
          void releaseOnRequest(deps, registry, payload).catch((error: unknown) => deps.log.error({ err: error }, 'handing a session over failed')),
        // An account deleted through another instance: its sessions here end, and no new one starts.
        [ACCOUNT_DELETED_CHANNEL]: (userId) => {
          if (!z.uuid().safeParse(userId).success) return;
          registry.refuse(userId);
          void registry.endSessionsOf(userId);
        },
      },
      (error) => deps.log.warn({ err: error }, 'listening for other instances: connection lost, listening again'),
    );
    // Sessions a stopped instance handed over and nobody resumed are ended by whichever instance looks first
    // (each looks when it starts, then every 30 s).
    const endUnclaimed = () =>
      void endUnclaimedSessions(deps).catch((error: unknown) => deps.log.error({ err: error }, 'ending unclaimed sessions failed'));
    app.addHook('onReady', async () => endUnclaimed());
    const sweep = setInterval(endUnclaimed, 30_000);
    sweep.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      await listener.close();
    });
  }
  // On shutdown (embedded PGlite: no other instance) each client hears `response.cancelled` and `session.ended {reason:'shutdown'}`, then a 1001 close.
  // With other instances on the same Postgres, each session is handed over instead, and its client reconnects (1012).
  app.addHook('preClose', async () => {
    await drainSessions(deps, registry);
    await registry.endAll();
    for (const client of app.websocketServer.clients) client.close(1001, 'Server shutting down');
  });
  app.addHook('onClose', async () => {
    // One carried on here while the first drain ran is handed on too.
    await drainSessions(deps, registry);
    await registry.endAll();
    await deps.background.drain();
    await lease.stop();
  });

  app.get(
    '/api/realtime',
    {
      websocket: true,
      // Checked before the upgrade is accepted: a refused socket never opens.
      onRequest: async (request) => {
        if (!isAllowedOrigin(request.headers.origin, context.config.allowedOrigins)) {
          throw new AppError('bad_origin', 403, { key: 'errors.badOrigin' });
        }
        const user = await verifyAccessToken(request.cookies[ACCESS_COOKIE], context.config.authSecret);
        // A deleted account's access token lives on until it expires: its sockets are refused here.
        if (!user || registry.isRefused(user.id)) throw new AppError('unauthorized', 401, { key: 'errors.unauthorized' });
        request.user = user;
      },
    },
    (socket, request) => {
      if (!request.user) return socket.close(1008, 'Unauthorized');
      rememberTransport(socket, request.raw.socket);
      // Its errors are said in the page's language: `?lang=` in the address, else the upgrade's Accept-Language.
      new RealtimeConnection(socket, request.user, { deps, registry, heartbeatMs: context.config.realtimeHeartbeatMs }, pageLanguage(request));
    },
  );
}
