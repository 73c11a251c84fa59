import { voiceCallRefusal } from '@shared/voice-refusal';
import { SESSION_CAP_SECONDS, checkLimit } from '@shared/limits';
import type { Text } from '@shared/i18n/text';
import type { LanguageCode } from '@shared/preferences';
import type { SessionMode, SessionSurface, MoodBefore } from '@shared/protocol/client-messages';
import { metrics } from '../../plugins/metrics';
import type { RealtimeDeps } from '../realtime-deps';
import type { SessionRegistry } from './session-registry';
import type { SessionSettings } from '../../features/sessions/sessions.service';
import { UsageMeter } from './usage-meter';
import { LiveSession } from './live-session';

export type StartRequest = { mode: SessionMode; surface: SessionSurface; title?: string; moodBefore?: MoodBefore };

/** Live sessions one user may hold at once (tabs, windows, devices); more costs memory nobody uses. */
export const MAX_LIVE_SESSIONS_PER_USER = 3;

export type StartResult =
  | { ok: true; session: LiveSession }
  /** `message`: what the person is told, said in their page's language where it is sent (else `language`, their profile's, when read). */
  | { ok: false; code: 'limit_reached' | 'stt_unavailable' | 'too_many_sessions' | 'unauthorized'; message: Text; language?: LanguageCode };

/**
 * Opens a session: reads the user's settings and plan, takes the first voice grant (a voice session
 * with nothing left today, or that nothing could understand, is refused; a text session reads today's
 * voice total instead), then creates the session row.
 */
export async function startSession(
  deps: RealtimeDeps,
  registry: SessionRegistry<LiveSession>,
  userId: string,
  request: StartRequest,
): Promise<StartResult> {
  if (registry.isRefused(userId)) return { ok: false, code: 'unauthorized', message: { key: 'errors.unauthorized' } };
  const release = claimPlace(deps, registry, userId);
  if (!release) return { ok: false, code: 'too_many_sessions', message: { key: 'session:messages.tooManySessions' } };
  try {
    return await open(deps, registry, userId, request);
  } finally {
    release();
  }
}

async function open(deps: RealtimeDeps, registry: SessionRegistry<LiveSession>, userId: string, request: StartRequest): Promise<StartResult> {
  const [settings, memories] = await Promise.all([deps.sessions.settingsFor(userId), deps.sessions.memories(userId)]);
  const refusal = request.mode === 'voice' ? voiceCallRefusal(deps.speech, settings.language) : null;
  if (refusal) return { ok: false, code: 'stt_unavailable', message: refusal, language: settings.language };
  let session: LiveSession | undefined;
  // Today's voice seconds before the starting grant took any: what the plan's voice limit is checked on.
  let usedBeforeStart = 0;
  const meter = sessionMeter(deps, userId, settings, () => session, {
    onStartingGrant: (grant) => (usedBeforeStart = grant.total - grant.granted),
  });
  if (request.mode === 'voice') {
    // The first grant also brings today's total: no separate read.
    const limit = await meter.start();
    // The shared plan rule decides a refusal for the day; the meter's own answer covers the session cap.
    const voice = checkLimit(settings.plan, 'voice', { todayVoiceSeconds: usedBeforeStart });
    if (limit || !voice.allowed) {
      await meter.pause();
      meter.dispose();
      const message: Text = { key: limit === 'session' ? 'session:messages.sessionLimit' : 'session:messages.dailyLimit' };
      return { ok: false, code: 'limit_reached', message, language: settings.language };
    }
  } else {
    meter.seedDayTotal(await deps.voiceUsage.usedOn(userId, settings.timezone, new Date(deps.clock.now())));
  }
  try {
    const row = await deps.sessions.start(userId, request, settings);
    session = new LiveSession({
      id: row.id,
      userId,
      title: row.title,
      surface: request.surface,
      mode: request.mode,
      settings,
      memories,
      moodBefore: request.moodBefore,
      startedAt: deps.clock.now(),
      meter,
      deps,
      onEnded: (ended) => {
        registry.remove(ended);
        metrics.activeSessions.dec();
      },
    });
  } catch (error) {
    await meter.pause();
    meter.dispose();
    throw error;
  }
  registry.add(session);
  metrics.activeSessions.inc();
  return { ok: true, session };
}

/** The voice meter of one session of `userId`, taking time from the user's day through the shared ledger. */
export function sessionMeter(
  deps: RealtimeDeps,
  userId: string,
  settings: SessionSettings,
  session: () => LiveSession | undefined,
  options: { onStartingGrant?: (grant: { granted: number; total: number }) => void; usedMs?: number } = {},
): UsageMeter {
  return new UsageMeter({
    clock: deps.clock,
    ledger: {
      grant: async (wanted, at, starting) => {
        const grant = await deps.voiceUsage.grant({
          userId,
          timezone: settings.timezone,
          at,
          wanted,
          limit: settings.plan.limits.dailyVoiceSeconds,
          someoneWaits: starting,
        });
        if (starting) options.onStartingGrant?.(grant);
        return grant;
      },
      refund: (day, seconds) => deps.voiceUsage.refund({ userId, day, seconds }),
    },
    dailyLimitSeconds: settings.plan.limits.dailyVoiceSeconds,
    sessionCapSeconds: SESSION_CAP_SECONDS,
    onUsage: () => session()?.onUsage(),
    onLimit: (reason) => void session()?.reachLimit(reason),
    onError: (error) => deps.log.error({ err: error }, 'voice usage update failed'),
    usedMs: options.usedMs,
  });
}

/**
 * A place among the user's live sessions, held (synchronously, so concurrent starts are counted) until
 * the new session is added or refused. At the cap, the oldest session nobody is attached to (a closed
 * tab, a reload that started afresh) ends now rather than at the end of its resume window; null when
 * every one is in use.
 */
function claimPlace(deps: RealtimeDeps, registry: SessionRegistry<LiveSession>, userId: string): (() => void) | null {
  const live = registry.sessionsOf(userId).filter((s) => !s.ended);
  if (live.length + registry.startingFor(userId) >= MAX_LIVE_SESSIONS_PER_USER) {
    const abandoned = live.find((s) => s.detached);
    if (!abandoned) return null;
    // Counted as ended at once; its books close meanwhile.
    abandoned.end('timeout').catch((error: unknown) => deps.log.error({ err: error }, 'ending a left session failed'));
  }
  return registry.reserve(userId);
}
