import type { Kysely } from 'kysely';
import type { DashboardResponse } from '@shared/api/sessions';
import { voiceMinutesRemaining } from '@shared/limits';
import type { Database } from '../../db/database';
import { addDays, calendarDay, weekStart } from '../../lib/calendar-day';
import { latestMood, secondsByDay, sessionTotals } from './overview.repository';
import { listSessionPage } from './session-history.repository';
import { toSessionSummary } from './session-history.service';
import type { SessionsService } from './sessions.service';
import type { VoiceUsage } from './voice-usage.service';

export const RECENT_SESSIONS = 3;
export const CHART_DAYS = 30;

export interface OverviewDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** The same plan and time zone the realtime server reads at a session's start. */
  sessions: Pick<SessionsService, 'settingsFor'>;
  voiceUsage: Pick<VoiceUsage, 'usedOn'>;
}

/** The overview's figures, each from one query scoped to the user, in the user's time zone. */
export function createOverview({ db, now, sessions, voiceUsage }: OverviewDeps) {
  return {
    async get(userId: string): Promise<DashboardResponse> {
      const at = now();
      const settings = await sessions.settingsFor(userId);
      const timeZone = settings.timezone;
      const today = calendarDay(at, timeZone);
      const chartFrom = addDays(today, -(CHART_DAYS - 1));
      const [recent, totals, byDay, currentMood, usedSeconds] = await Promise.all([
        listSessionPage(db, { userId }, { sort: 'newest', limit: RECENT_SESSIONS }),
        sessionTotals(db, userId, { day: weekStart(today, 'sunday'), timeZone }),
        secondsByDay(db, userId, { day: chartFrom, timeZone }),
        latestMood(db, userId),
        voiceUsage.usedOn(userId, timeZone, at),
      ]);
      return {
        recentSessions: recent.slice(0, RECENT_SESSIONS).map(toSessionSummary),
        stats: {
          totalSessions: totals.totalSessions,
          totalDurationSeconds: totals.totalDurationSeconds,
          sessionsThisWeek: totals.sessionsSince,
          currentMood,
        },
        voiceUsage: {
          planId: settings.plan.id,
          planName: settings.plan.name,
          usedSeconds,
          limitSeconds: settings.plan.limits.dailyVoiceSeconds,
          minutesRemaining: voiceMinutesRemaining(settings.plan, usedSeconds),
        },
        minutesByDay: Array.from({ length: CHART_DAYS }, (_, i) => {
          const day = addDays(chartFrom, i);
          return { day, minutes: Math.round(((byDay.get(day) ?? 0) / 60) * 10) / 10 };
        }),
      };
    },
  };
}
