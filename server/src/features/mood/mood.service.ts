import { languageCodes } from '@shared/preferences';
import type { Kysely } from 'kysely';
import type { MoodCheckIn, MoodEntriesResponse, MoodEntry, MoodEntryBody, MoodStats } from '@shared/api/mood';
import { overallMoodScore } from '@shared/emotions';
import { checkLimit, planAt } from '@shared/limits';
import type { Database } from '../../db/database';
import { addDays, calendarDay, weekStart } from '../../lib/calendar-day';
import { AppError } from '../../plugins/error-handler';
import type { AiProvider } from '../../providers/ai/ai-provider';
import { createCrisisReferrals } from '../../safety/crisis-referrals';
import { checkMoodNote } from './mood-note-check';
import { dailyMoods, moodAverages } from './mood-stats.repository';
import { countMoodEntriesSince, findMoodProfile, insertMoodEntry, recentMoodEntries, type MoodEntryRow } from './mood.repository';

const RECENT_ENTRIES = 60;
const round1 = (value: number) => Math.round(value * 10) / 10;

export function toMoodEntry(row: MoodEntryRow): MoodEntry {
  return {
    id: row.id,
    moodScore: row.mood_score,
    moodLabel: row.mood_label,
    notes: row.notes,
    energyLevel: round1(row.energy_level),
    stressLevel: round1(row.stress_level),
    sleepQuality: round1(row.sleep_quality),
    createdAt: row.created_at.toISOString(),
    day: row.day,
  };
}

export interface MoodServiceDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** The AI provider, whose moderation (when it has its own) also reads each note. */
  ai?: AiProvider;
  log: { warn: (details: object, message: string) => void; error: (details: object, message: string) => void };
}

/** Daily check-ins and their statistics, in the user's time zone, within the plan's weekly allowance. */
export function createMoodService({ db, now, ai, log }: MoodServiceDeps) {
  const referrals = createCrisisReferrals({ db, now, onRecordFailed: (error) => log.error({ err: error }, 'recording a crisis referral failed') });
  const context = async (userId: string) => {
    const profile = await findMoodProfile(db, userId);
    const timeZone = profile?.timezone ?? 'UTC';
    const plan = planAt(
      { subscriptionPlan: profile?.subscription_plan ?? 'free', passExpiresAt: profile?.pass_expires_at ?? null },
      now(),
    );
    const today = calendarDay(now(), timeZone);
    const language = languageCodes.find((code) => code === profile?.notification_preferences.preferredLanguage) ?? 'en';
    return { plan, today, weekFrom: weekStart(today, 'sunday'), language };
  };

  return {
    async list(userId: string): Promise<MoodEntriesResponse> {
      const { plan, today, weekFrom } = await context(userId);
      const [rows, checkInsThisWeek] = await Promise.all([
        recentMoodEntries(db, userId, RECENT_ENTRIES),
        countMoodEntriesSince(db, userId, weekFrom),
      ]);
      const entries = rows.map(toMoodEntry);
      const used = !checkLimit(plan, 'mood', { weeklyMoodCheckIns: checkInsThisWeek }).allowed;
      return {
        entries,
        today: entries.find((e) => e.day === today) ?? null,
        usage: {
          checkInsThisWeek,
          limitPerWeek: plan.limits.moodCheckInsPerWeek,
          nextCheckInDay: used ? addDays(weekFrom, 7) : null,
        },
      };
    },

    async checkIn(userId: string, body: MoodEntryBody): Promise<MoodCheckIn> {
      const { plan, today, weekFrom, language } = await context(userId);
      const allowed = checkLimit(plan, 'mood', { weeklyMoodCheckIns: await countMoodEntriesSince(db, userId, weekFrom) });
      if (!allowed.allowed) throw new AppError('limit_reached', 403, allowed.reason);
      const row = await insertMoodEntry(db, {
        userId,
        moodScore: overallMoodScore(body.emotions),
        moodLabel: body.emotions.join(', '),
        notes: body.notes || null,
        energyLevel: body.energyLevel,
        stressLevel: body.stressLevel,
        sleepQuality: body.sleepQuality,
        day: today,
        createdAt: now(),
      });
      if (!row) throw new AppError('conflict', 409, { key: 'mood:messages.alreadyToday' });
      const crisis = body.notes
        ? await checkMoodNote(body.notes, {
            userId,
            fallbackLanguage: language,
            ai,
            referrals,
            onProviderError: (error) => log.warn({ err: error }, 'moderation failed; the local check stands'),
          })
        : undefined;
      return crisis ? { ...toMoodEntry(row), crisis } : toMoodEntry(row);
    },

    async stats(userId: string, days: number): Promise<MoodStats> {
      const { today } = await context(userId);
      const from = addDays(today, -(days - 1));
      const [averages, daily] = await Promise.all([moodAverages(db, userId, from), dailyMoods(db, userId, from)]);
      const byDay = new Map(daily.map((d) => [d.day, d]));
      return {
        ...averages,
        daily: Array.from({ length: days }, (_, i) => {
          const day = addDays(from, i);
          const entry = byDay.get(day);
          return { day, mood: entry?.mood ?? null, energy: entry?.energy ?? null, stress: entry?.stress ?? null, sleep: entry?.sleep ?? null };
        }),
      };
    },
  };
}
