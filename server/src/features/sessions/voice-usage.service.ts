import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { calendarDay } from '../../lib/calendar-day';
import { createVoiceGrantBatcher } from './voice-grant-batcher';
import { refundVoiceSeconds, voiceSecondsOn } from './voice-usage.repository';

export interface DayGrant {
  day: string;
  granted: number;
  total: number;
}

/**
 * Voice time per user and day, counted in the user's time zone (SPEC: the usage day is the current date).
 * Grants asked for at about the same time, by any of this instance's sessions, go to the database together.
 */
export function createVoiceUsage({ db }: { db: Kysely<Database> }) {
  const grantSeconds = createVoiceGrantBatcher(db);
  return {
    /** `someoneWaits`: a person waits for this grant (a voice session starting), so it is not held for a batch. */
    async grant(input: { userId: string; timezone: string; at: Date; wanted: number; limit: number; someoneWaits?: boolean }): Promise<DayGrant> {
      const day = calendarDay(input.at, input.timezone);
      const grant = await grantSeconds(
        { userId: input.userId, day, wanted: input.wanted, limit: input.limit },
        { someoneWaits: input.someoneWaits ?? false },
      );
      return { day, ...grant };
    },
    refund: (input: { userId: string; day: string; seconds: number }) => refundVoiceSeconds(db, input),
    usedOn: (userId: string, timezone: string, at: Date) => voiceSecondsOn(db, userId, calendarDay(at, timezone)),
  };
}

export type VoiceUsage = ReturnType<typeof createVoiceUsage>;
