import { z } from 'zod';
import { languageCodes } from '../preferences';

/**
 * Who turns speech into text: the offline recogniser (pocketsphinx, English), the AI service, or
 * nobody. `languages` null means every language the app speaks; `reason` is for whoever runs the server.
 */
export const speechRecognitionStatus = z.object({
  recognition: z.enum(['offline', 'openai', 'unavailable']),
  languages: z.array(z.enum(languageCodes)).nullable(),
  reason: z.string().optional(),
});
export type SpeechRecognitionStatus = z.infer<typeof speechRecognitionStatus>;

export const healthResponse = z.object({
  /** 'draining': the instance is stopping (answered with 503, so a balancer sends nothing new its way). */
  status: z.enum(['ok', 'degraded', 'draining']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  ai: z.enum(['offline', 'openai']),
  mail: z.enum(['dev-mailbox', 'smtp']),
  payments: z.enum(['test', 'stripe']),
  speech: speechRecognitionStatus,
  /** What whoever runs the server must know is unsafe (test-mode payments in production). */
  warnings: z.array(z.string()),
});
export type HealthResponse = z.infer<typeof healthResponse>;

export const noMailWarning =
  'No mail in production (MAIL_DEV_MAILBOX_IN_PRODUCTION=true): confirmation and reset emails stay in the dev mailbox, so nobody can confirm an account. Set SMTP_URL.';

export const paymentsTestModeWarning =
  'Payments are in test mode in production (PAYMENTS_TEST_MODE=true): no real charge is made. Set STRIPE_SECRET_KEY to take payments.';

/** `GET /api/speech-recognition`: what the app needs to offer voice calls, without the operator's details. */
export const speechAvailability = z.object({
  available: z.boolean(),
  languages: z.array(z.enum(languageCodes)).nullable(),
});
export type SpeechAvailability = z.infer<typeof speechAvailability>;

export function speechAvailabilityOf(status: SpeechRecognitionStatus): SpeechAvailability {
  const available = status.recognition !== 'unavailable';
  return { available, languages: available ? status.languages : [] };
}
