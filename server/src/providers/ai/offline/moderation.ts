import { classifyRisk } from '../../../safety/risk-classifier';

/**
 * The offline provider's moderation is the local risk classifier (server/src/safety), which reads all
 * ten languages at once. The realtime safety check runs that classifier for every provider itself, so it
 * does not ask the offline provider again.
 */
export function moderateOffline(text: string): { flagged: boolean; categories: string[] } {
  const verdict = classifyRisk(text);
  return { flagged: verdict.flagged, categories: verdict.categories };
}
