import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { loopbackAliases } from './loopback-origins';
import { resolveEncryptionKeys, type EncryptionConfig } from './encryption-keys';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: optionalString,
  ALLOWED_ORIGINS: optionalString,
  DATABASE_URL: optionalString,
  AUTH_SECRET: optionalString.pipe(z.string().min(32).optional()),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Solace <no-reply@solace.local>'),
  SUPPORT_EMAIL: z.string().default('support@solace.local'),
  OPENAI_API_KEY: optionalString,
  AI_BASE_URL: optionalString,
  AI_CHAT_MODEL: z.string().default('gpt-4o'),
  AI_COMPANION_MODEL: z.string().default('gpt-4o-mini'),
  AI_SUMMARY_MODEL: z.string().default('gpt-4o-mini'),
  AI_INSIGHTS_MODEL: z.string().default('gpt-4o'),
  AI_TRANSCRIPTION_MODEL: z.string().default('whisper-1'),
  AI_SPEECH_MODEL: z.string().default('tts-1'),
  AI_MODERATION_MODEL: z.string().default('omni-moderation-latest'),
  /** Longest wait for an AI answer to start, and for the next piece of a streamed one. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** The offline recogniser program (pocketsphinx_continuous on PATH) and its English acoustic model folder. */
  POCKETSPHINX_PROGRAM: optionalString,
  POCKETSPHINX_MODEL_DIR: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies in front of the app to believe about the client's address: 'false' (none), 'true' or a
   * number (that many hops: the address the nearest proxy saw), or the proxies' addresses (comma-separated,
   * CIDR allowed). Never the whole chain: a client writes what it likes at its start.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const text = value.trim();
      if (text === '' || text === 'false') return false as const;
      if (text === 'true') return 1;
      if (/^\d+$/.test(text)) return Number(text);
      const addresses = text.split(',').map((a) => a.trim()).filter(Boolean);
      if (addresses.every((a) => /^[0-9a-f.:]+(?:\/\d{1,3})?$/i.test(a))) return addresses;
      context.addIssue({ code: 'custom', message: 'false, true, a hop count, or the proxies\' addresses' });
      return z.NEVER;
    }),
  CLIENT_DIST: z.string().default('client/dist'),
  /** How often the realtime socket is pinged; one missed answer closes it (SPEC: heartbeat 30 s). */
  REALTIME_HEARTBEAT_MS: z.coerce.number().int().min(100).default(30_000),
  /** The longest a stop may take (SIGTERM: drain, hand over, close); past it, what was still open is logged and the process exits. */
  SHUTDOWN_DEADLINE_MS: z.coerce.number().int().min(1000).default(30_000),
  /** How long an instance's lease on its INSTANCE_ID lasts unrenewed (renewed every third of it): a crashed instance's sessions end about this long after. */
  INSTANCE_LEASE_MS: z.coerce.number().int().min(1000).default(15_000),
  /** When set, `GET /metrics` answers only `Authorization: Bearer <token>` (for the scraper). */
  METRICS_TOKEN: optionalString,
  /** How often due mood reminders are looked for and emailed; 0 turns the job off (tests drive it themselves). */
  REMINDER_JOB_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often mail the SMTP server did not take is tried again (each at its own backoff); 0 turns the pass off. */
  MAIL_RETRY_INTERVAL_MS: z.coerce.number().int().min(0).default(15_000),
  /** Production only: 'true' starts without SMTP_URL, keeping mail in the dev mailbox nobody outside this machine can read. */
  MAIL_DEV_MAILBOX_IN_PRODUCTION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Payments through Stripe when set; test-mode payments (a local checkout page) without it. */
  STRIPE_SECRET_KEY: optionalString,
  /** In production without Stripe, 'true' runs test-mode payments anyway (anyone can take Premium free); unset, such a start is refused. */
  PAYMENTS_TEST_MODE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Checks the signature of Stripe's webhook calls (`whsec_…`). */
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_PREMIUM_MONTHLY: optionalString,
  STRIPE_PRICE_PREMIUM_ANNUAL: optionalString,
  STRIPE_PRICE_DAY_PASS: optionalString,
  /** Another Stripe API address (tests: the local fake), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: optionalString.pipe(z.url().optional()),
  /** Client addresses the per-IP rate limits never apply to, comma-separated (a load balancer's checks, a load test). */
  RATE_LIMIT_ALLOWLIST: optionalString,
  REDIS_URL: optionalString,
  REDIS_KEY_PREFIX: z.string().min(1).default('solace:'),
  /** Names this server instance; each instance needs its own, kept across restarts (default: host name and port). */
  INSTANCE_ID: optionalString,
  /** Keys for encryption at rest, `id:base64key` (32 bytes) comma-separated; unset: a key generated into DATA_DIR. */
  ENCRYPTION_KEYS: optionalString,
  /** The key new values are written with (default: the first in ENCRYPTION_KEYS); the others are only read. */
  ENCRYPTION_KEY_ID: optionalString,
});

export type Env = z.infer<typeof envSchema>;

/** Model names per use (SPEC defaults); any OpenAI-compatible server may name its own. */
export interface AiModels {
  chat: string;
  companion: string;
  summary: string;
  insights: string;
  transcription: string;
  speech: string;
  moderation: string;
}

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  publicUrl: string;
  /** Origins allowed to make state-changing requests and open the realtime socket. */
  allowedOrigins: string[];
  databaseUrl: string | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  ai: {
    apiKey: string | undefined;
    baseUrl: string | undefined;
    models: AiModels;
    timeoutMs: number;
    /** Offline speech recognition; unset means Debian's locations. */
    pocketsphinx: { program: string | undefined; modelDir: string | undefined };
  };
  logLevel: Env['LOG_LEVEL'];
  /** False, the hops to believe, or the proxies' addresses (see TRUST_PROXY). */
  trustProxy: false | number | string[];
  clientDist: string;
  realtimeHeartbeatMs: number;
  shutdownDeadlineMs: number;
  metricsToken: string | undefined;
  reminderJobIntervalMs: number;
  mailRetryIntervalMs: number;
  /** Production without SMTP, on purpose (MAIL_DEV_MAILBOX_IN_PRODUCTION): warned about at start and in /api/health. */
  mailMissingInProduction: boolean;
  stripe: StripeConfig;
  /** Test-mode payments in production, turned on on purpose (PAYMENTS_TEST_MODE): warned about at start and in /api/health. */
  paymentsTestModeInProduction: boolean;
  /** This instance's name: it owns the live sessions it starts, and ends those it left when it restarts. */
  instanceId: string;
  instanceLeaseMs: number;
  rateLimitAllowlist: string[];
  /** Where the instances share their rate limits (redis://…); unset: each keeps its own in memory. */
  redis: { url: string | undefined; keyPrefix: string };
  /** Keys for what people said (messages, transcripts, summaries, memories, mood notes), sealed at rest. */
  encryption: EncryptionConfig;
}

/** Stripe's settings; secrets stay on the server. */
export interface StripeConfig {
  secretKey: string | undefined;
  webhookSecret: string | undefined;
  /** Stripe price ids of the paid plans (`npm run stripe:setup` creates them). */
  prices: { 'premium-monthly': string | undefined; 'premium-annual': string | undefined; '24hour_pass': string | undefined };
  apiBase: string | undefined;
}

/**
 * The one place that reads process.env. `encryptionKeyFile: 'existing'` (the re-encrypt command) never
 * generates a key file: keys come from ENCRYPTION_KEYS or the key file the server made.
 */
export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  /** `serving: false` for the commands (migrate, re-encrypt, reports), which take no payments and send no mail. */
  options: { encryptionKeyFile?: 'create' | 'existing'; serving?: boolean } = {},
): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const env = parsed.data;
  const serving = options.serving ?? true;
  if (serving && env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY && !env.PAYMENTS_TEST_MODE) {
    throw new Error(
      'Invalid configuration: in production, payments need STRIPE_SECRET_KEY. Without it test-mode payments would let anyone take Premium free; ' +
        'set PAYMENTS_TEST_MODE=true only to run them on purpose (a demo or a staging server).',
    );
  }
  if (serving && env.NODE_ENV === 'production' && !env.SMTP_URL && !env.MAIL_DEV_MAILBOX_IN_PRODUCTION) {
    throw new Error(
      'Invalid configuration: in production, mail needs SMTP_URL: without it nobody can confirm an account or reset a password. ' +
        'Set MAIL_DEV_MAILBOX_IN_PRODUCTION=true only to start without mail on purpose.',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  // Before the auth secret below, which is generated into DATA_DIR: a command stopped for want of keys writes nothing.
  const encryption = resolveEncryptionKeys({
    keysText: env.ENCRYPTION_KEYS,
    currentKeyId: env.ENCRYPTION_KEY_ID,
    dataDir,
    requireConfigured: env.NODE_ENV === 'production' && env.DATABASE_URL !== undefined,
    keyFile: options.encryptionKeyFile ?? 'create',
  });
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const extraOrigins = env.ALLOWED_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean) ?? [];
  // Production with its own PUBLIC_URL keeps the strict allowlist; development and the embedded default accept any loopback name.
  const ownOrigin = new URL(publicUrl).origin;
  const ownOrigins = env.NODE_ENV === 'production' && env.PUBLIC_URL ? [ownOrigin] : loopbackAliases(ownOrigin);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    publicUrl,
    allowedOrigins: [...new Set([...ownOrigins, ...extraOrigins])],
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET ?? localSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    ai: {
      apiKey: env.OPENAI_API_KEY,
      baseUrl: env.AI_BASE_URL,
      models: {
        chat: env.AI_CHAT_MODEL,
        companion: env.AI_COMPANION_MODEL,
        summary: env.AI_SUMMARY_MODEL,
        insights: env.AI_INSIGHTS_MODEL,
        transcription: env.AI_TRANSCRIPTION_MODEL,
        speech: env.AI_SPEECH_MODEL,
        moderation: env.AI_MODERATION_MODEL,
      },
      timeoutMs: env.AI_TIMEOUT_MS,
      pocketsphinx: { program: env.POCKETSPHINX_PROGRAM, modelDir: env.POCKETSPHINX_MODEL_DIR },
    },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    clientDist: path.resolve(env.CLIENT_DIST),
    realtimeHeartbeatMs: env.REALTIME_HEARTBEAT_MS,
    shutdownDeadlineMs: env.SHUTDOWN_DEADLINE_MS,
    metricsToken: env.METRICS_TOKEN,
    reminderJobIntervalMs: env.REMINDER_JOB_INTERVAL_MS,
    mailRetryIntervalMs: env.MAIL_RETRY_INTERVAL_MS,
    mailMissingInProduction: env.NODE_ENV === 'production' && !env.SMTP_URL,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      prices: {
        'premium-monthly': env.STRIPE_PRICE_PREMIUM_MONTHLY,
        'premium-annual': env.STRIPE_PRICE_PREMIUM_ANNUAL,
        '24hour_pass': env.STRIPE_PRICE_DAY_PASS,
      },
      apiBase: env.STRIPE_API_BASE,
    },
    paymentsTestModeInProduction: env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY,
    instanceId: env.INSTANCE_ID ?? `${hostname()}:${env.PORT}`,
    instanceLeaseMs: env.INSTANCE_LEASE_MS,
    rateLimitAllowlist: env.RATE_LIMIT_ALLOWLIST?.split(',').map((ip) => ip.trim()).filter(Boolean) ?? [],
    redis: { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX },
    encryption,
  };
}

/** Embedded default: a signing secret generated once and kept in DATA_DIR. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
