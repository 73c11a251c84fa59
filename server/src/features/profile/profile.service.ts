import type { Kysely } from 'kysely';
import {
  defaultNotificationPreferences,
  notificationPreferences,
  type NotificationPreferences,
  type OnboardingBody,
  type Profile,
  type UpdateProfileBody,
} from '@shared/api/profile';
import { isTimeZone } from '@shared/time-zones';
import type { Database, ProfileRow } from '../../db/database';
import { notFound } from '../../plugins/error-handler';
import { findProfile, updateProfile, type ProfileChanges } from './profile.repository';

export interface ProfileServiceDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/** Profile reads and changes, always for the signed-in user's own row; a missing row is a 404. */
export function createProfileService({ db, now }: ProfileServiceDeps) {
  const found = (row: ProfileRow | undefined): Profile => {
    if (!row) throw notFound();
    return toProfile(row);
  };

  return {
    async get(userId: string): Promise<Profile> {
      return found(await findProfile(db, userId));
    },

    async update(userId: string, body: UpdateProfileBody): Promise<Profile> {
      const changes: ProfileChanges = {
        fullName: body.fullName,
        timezone: body.timezone,
        preferences: body.notificationPreferences,
        keepVoiceRecordings: body.keepVoiceRecordings,
      };
      return found(await updateProfile(db, userId, changes, now()));
    },

    async completeOnboarding(userId: string, body: OnboardingBody): Promise<Profile> {
      const changes: ProfileChanges = {
        fullName: body.fullName,
        timezone: body.timezone,
        preferences: { preferredLanguage: body.preferredLanguage, voicePreference: body.voicePreference },
      };
      return found(await updateProfile(db, userId, changes, now()));
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

export function toProfile(row: ProfileRow): Profile {
  const preferences = readPreferences(row.notification_preferences);
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    timezone: isTimeZone(row.timezone) ? row.timezone : 'UTC',
    notificationPreferences: preferences,
    dailySessionLimit: row.daily_session_limit,
    subscriptionPlan: row.subscription_plan,
    subscriptionStatus: row.subscription_status,
    passExpiresAt: row.pass_expires_at?.toISOString() ?? null,
    keepVoiceRecordings: row.keep_voice_recordings,
    needsOnboarding: !row.full_name || !preferences.preferredLanguage || !preferences.voicePreference,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Stored preferences over the defaults, so a row written before a key existed still reads completely. */
function readPreferences(stored: unknown): NotificationPreferences {
  const merged = { ...defaultNotificationPreferences, ...(typeof stored === 'object' ? stored : {}) };
  const parsed = notificationPreferences.safeParse(merged);
  return parsed.success ? parsed.data : defaultNotificationPreferences;
}

