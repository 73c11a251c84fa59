import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The purpose is part of what is signed, so a MAC made for anything else with the same secret never fits here.
const PURPOSE = 'mood-reminder-off';

function mac(userId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url');
}

/**
 * The token of the one-click "turn reminders off" link: `<user id>.<HMAC>`. It does not expire, so a
 * link in an old reminder still works; it can only ever turn that person's reminders off.
 */
export function reminderOffToken(userId: string, secret: string): string {
  return `${userId}.${mac(userId, secret)}`;
}

/** The user id a token was made for, or null when it is malformed or forged. */
export function verifyReminderOffToken(token: string | undefined, secret: string): string | null {
  const [userId, signature, ...rest] = (token ?? '').split('.');
  if (!userId || !signature || rest.length > 0 || !UUID.test(userId)) return null;
  const expected = Buffer.from(mac(userId, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

export function reminderOffLink(publicUrl: string, userId: string, secret: string): string {
  return `${publicUrl}/api/mood/reminder/off?token=${reminderOffToken(userId, secret)}`;
}

export function moodTrackerLink(publicUrl: string): string {
  return `${publicUrl}/dashboard/mood-tracker`;
}
