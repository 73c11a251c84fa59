import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { grantVoiceSeconds, type VoiceGrant, type VoiceGrantRequest } from './voice-usage.repository';

/**
 * How long the first grant of a batch waits for others. A session asks for its next grant as the last one
 * runs out and keeps going meanwhile, so only its first grant (the session start) feels the wait. Grants
 * come spread over time (each session on its own 5 s beat), so waiting for the event loop's turn to end
 * would rarely find a second one; 20 ms collects about 8 at 400 grants a second.
 */
const GRANT_BATCH_WINDOW_MS = 20;

interface Waiting {
  request: VoiceGrantRequest;
  resolve: (grant: VoiceGrant) => void;
  reject: (error: unknown) => void;
}

/**
 * Grants voice seconds like `grantVoiceSeconds` does for one request, but sends the requests made within
 * `GRANT_BATCH_WINDOW_MS` of the first waiting one to the database as one statement. A failed statement fails each of its requests.
 */
export function createVoiceGrantBatcher(db: Kysely<Database>): (request: VoiceGrantRequest) => Promise<VoiceGrant> {
  let waiting: Waiting[] = [];

  const send = async () => {
    const batch = waiting;
    waiting = [];
    for (const round of rounds(batch)) {
      try {
        const grants = await grantVoiceSeconds(db, round.map((w) => w.request));
        round.forEach((w, i) => w.resolve(grants[i] as VoiceGrant));
      } catch (error) {
        for (const w of round) w.reject(error);
      }
    }
  };

  return (request) =>
    new Promise<VoiceGrant>((resolve, reject) => {
      if (waiting.length === 0) setTimeout(() => void send(), GRANT_BATCH_WINDOW_MS);
      waiting.push({ request, resolve, reject });
    });
}

/**
 * Splits a batch into statements that each ask once per user and day (a statement cannot update a row
 * twice); a user's requests for one day go in the order they were made. Almost always one round.
 */
function rounds(batch: Waiting[]): Waiting[][] {
  const result: { keys: Set<string>; members: Waiting[] }[] = [];
  for (const w of batch) {
    const key = `${w.request.userId} ${w.request.day}`;
    let round = result.find((r) => !r.keys.has(key));
    if (!round) {
      round = { keys: new Set(), members: [] };
      result.push(round);
    }
    round.keys.add(key);
    round.members.push(w);
  }
  return result.map((r) => r.members);
}
