import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config/env';
import type { Database } from './db/database';
import type { DatabaseKind } from './db/kysely';
import type { Mailer } from './providers/mail/mailer';
import type { FeatureContext } from './feature-context';
import { createDevMailboxMailer } from './providers/mail/dev-mailbox';
import { createSmtpMailer } from './providers/mail/smtp';
import { createOutboxMailer, deliverDueMail } from './providers/mail/mail-outbox';
import { startRepeatingPass } from './jobs/repeating-pass';
import { AppError, registerErrorHandler } from './plugins/error-handler';
import { authPlugin } from './plugins/auth';
import { originCheckPlugin } from './plugins/origin-check';
import { wellFormedInputPlugin } from './plugins/well-formed-input';
import { securityHeadersPlugin } from './plugins/security-headers';
import { rateLimitStore } from './plugins/rate-limit-store';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { countProviderError, metricsPlugin } from './plugins/metrics';
import { clientPlugin } from './plugins/client';
import { healthRoutes } from './features/health/health.routes';
import { authRoutes } from './features/auth/auth.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { createRealtimeSessionServices } from './features/sessions/realtime-services';
import { sessionsRoutes } from './features/sessions/sessions.routes';
import { moodRoutes } from './features/mood/mood.routes';
import { remindersRoutes } from './features/reminders/reminders.routes';
import { wrapUpsRoutes } from './features/wrap-ups/wrap-ups.routes';
import { billingRoutes } from './features/billing/billing.routes';
import { privacyRoutes } from './features/privacy/privacy.routes';
import { verifyPassword } from './features/auth/passwords';
import { guidesRoutes } from './features/guides/guides.routes';
import { journalRoutes } from './features/journal/journal.routes';
import { crisisLinesRoutes } from './features/crisis-lines/crisis-lines.routes';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes';
import type { AiProvider } from './providers/ai/ai-provider';
import { createAiProvider } from './providers/ai/create-ai-provider';
import { probeSpeechRecognition } from './providers/ai/speech-recognition-probe';
import type { SpeechRecognitionStatus } from '@shared/api/health';
import { systemClock, type Clock } from './lib/clock';
import { realtimePlugin, websocketOptions } from './realtime/realtime.plugin';
import { SessionRegistry } from './realtime/session/session-registry';
import type { LiveSession } from './realtime/session/live-session';
import { startMoodReminderJob } from './jobs/mood-reminders';
import { startMessageSearchIndexing } from './jobs/message-search-indexing';
import { withSealedFields } from './db/sealed-fields';
import { FieldCipher } from './lib/field-cipher';
import { errorWithoutContent } from './lib/log-errors';

export interface AppDeps {
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  /** Defaults to SMTP when configured, else the dev mailbox. */
  mailer?: Mailer;
  /** The server clock; tests pass a fake one. */
  now?: () => Date;
  /** Defaults to OpenAI when configured, else the offline companion. */
  ai?: AiProvider;
  /** The realtime session server's clock (limits, pacing, timeouts); tests pass a manual one. */
  clock?: Clock;
  /** Whether speech can be understood, as probed at startup (probed here when not given). */
  speechRecognition?: SpeechRecognitionStatus;
  /** Where log lines go (stdout when not given); tests read them. */
  logStream?: { write(line: string): void };
}


/** In a terminal (`npm start`, `npm run dev`), lines a person reads; elsewhere (a container, a file) JSON. */
const readableLines = { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } };

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // Errors are logged without their messages where those could quote what the person said.
      serializers: { err: errorWithoutContent },
      ...(deps.logStream ? { stream: deps.logStream } : process.stdout.isTTY && { transport: readableLines }),
    },
    // One line per request is noise at the default level: at debug, by route, never the address with its query.
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count as proxy-addr reads it: the socket's peer is hop 0, the last X-Forwarded-For entry hop 1.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 64 * 1024,
    // While the instance drains, requests on connections it already has are still served (with
    // `Connection: close`, so the balancer's next one goes elsewhere) rather than refused with a 503 a
    // balancer may not pass on (a POST). `/api/health` says 'draining' meanwhile.
    return503OnClosing: false,
    // Starting may wait for a crashed run's lease on INSTANCE_ID to lapse (see instance-lease.ts).
    pluginTimeout: config.instanceLeaseMs * 2 + 10_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug({ method: request.method, route: request.routeOptions.url ?? 'no route', statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });
  // The stop's first step (before sessions are handed over and the listener closes): readiness says so at once.
  const stopping = { draining: false };
  app.addHook('preClose', async () => {
    stopping.draining = true;
  });

  // What people said is sealed at rest with the configured keys; every query through `db` reads it opened.
  const db = withSealedFields(deps.db, new FieldCipher(config.encryption));
  const now = deps.now ?? (() => new Date());
  // SMTP goes through the durable outbox: a mail server that is down delays mail, never fails a request.
  const outbox = config.smtpUrl ? { db, transport: createSmtpMailer(config.smtpUrl, config.mailFrom), log: app.log, now } : null;
  const context: FeatureContext = {
    config,
    db,
    dbKind: deps.dbKind,
    mailer: deps.mailer ?? (outbox ? createOutboxMailer(outbox) : createDevMailboxMailer(db, app.log)),
    now,
  };

  await app.register(swagger, {
    openapi: { info: { title: 'Solace API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'blob:'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(websocket, websocketOptions);
  await app.register(rateLimit, {
    global: false,
    ...rateLimitStore(app, config.redis),
    allowList: config.rateLimitAllowlist,
    errorResponseBuilder: () => new AppError('rate_limited', 429, { key: 'errors.rateLimited' }),
  });
  await app.register(originCheckPlugin, { allowedOrigins: config.allowedOrigins });
  await app.register(wellFormedInputPlugin);
  await app.register(authPlugin, { secret: config.authSecret });

  await app.register(metricsPlugin, { token: config.metricsToken });
  const speechRecognition = deps.speechRecognition ?? probeSpeechRecognition(config.ai);
  await app.register(healthRoutes, { context, speechRecognition, stopping });
  await app.register(authRoutes, { context });
  await app.register(profileRoutes, { context });
  await app.register(contactRoutes, { context });
  await app.register(sessionsRoutes, { context });
  await app.register(guidesRoutes, { context });
  await app.register(crisisLinesRoutes);
  await app.register(remindersRoutes, { context });
  await app.register(devMailboxRoutes, { context });
  const ai: ReturnType<typeof createAiProvider> = deps.ai ?? createAiProvider(config);
  if (!deps.ai && ai.close) app.addHook('onClose', ai.close);
  // The live sessions of this instance: the realtime server runs them, account deletion ends them.
  const clock = deps.clock ?? systemClock;
  const liveSessions = new SessionRegistry<LiveSession>(clock);
  const services = createRealtimeSessionServices({
    db,
    ai,
    now: () => new Date(clock.now()),
    instanceId: config.instanceId,
    leaseMs: config.instanceLeaseMs,
    logSummaryFailure: (what, error) => {
      countProviderError(ai.mode, 'completion');
      app.log.warn({ err: error }, what);
    },
  });
  await app.register(realtimePlugin, { context, ai, clock, speechRecognition, registry: liveSessions, services });
  await app.register(wrapUpsRoutes, { context, ai });
  // A check-in's note is read by the provider's moderation too.
  await app.register(moodRoutes, { context, ai });
  await app.register(billingRoutes, { context });
  await app.register(journalRoutes, { context });
  await app.register(privacyRoutes, {
    context,
    verifyPassword,
    liveSessions: {
      endSessionsOf: (userId) => liveSessions.endSessionsOf(userId),
      refuse: (userId) => liveSessions.refuse(userId),
      // Instances sharing Postgres end the person's sessions they run too (best effort: theirs fail their next save otherwise).
      tellOtherInstances: config.databaseUrl ? (userId) => services.handoffs.tellAccountDeleted(userId) : async () => undefined,
    },
  });

  if (config.reminderJobIntervalMs > 0) {
    let stopReminderJob: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      const links = { publicUrl: config.publicUrl, authSecret: config.authSecret };
      stopReminderJob = startMoodReminderJob(
        { db: context.db, mailer: context.mailer, links, log: app.log },
        { intervalMs: config.reminderJobIntervalMs, now: context.now },
      );
    });
    app.addHook('onClose', async () => stopReminderJob?.());
  }

  let stopSearchIndexing: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopSearchIndexing = startMessageSearchIndexing({ db: context.db, log: app.log }, { intervalMs: 3_600_000 });
  });
  app.addHook('onClose', async () => stopSearchIndexing?.());

  if (outbox && !deps.mailer && config.mailRetryIntervalMs > 0) {
    let stopMailRetries: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopMailRetries = startRepeatingPass(() => deliverDueMail(outbox), {
        intervalMs: config.mailRetryIntervalMs,
        onError: (err) => app.log.error({ err }, 'mail retry pass failed'),
      });
    });
    app.addHook('onClose', async () => stopMailRetries?.());
  }

  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(clientPlugin, { clientDist: config.clientDist });
  return app;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
