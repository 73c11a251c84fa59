import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { grantVoiceSeconds, type VoiceGrant, type VoiceGrantRequest } from './voice-usage.repository';

/**
 * How long the first grant of a batch waits for others. A session asks for its next grant as the last one
 * runs out and keeps going meanwhile, so nobody feels the wait; a grant someone does wait for (a voice
 * session starting) goes at once, with whatever is waiting. Grants come spread over time (each session
 * on its own 5 s beat), so waiting for the event loop's turn to end would rarely find a second one;
 * 20 ms collects about 8 at 400 grants a second.
 */
const GRANT_BATCH_WINDOW_MS = 20;

interface Waiting {
  request: VoiceGrantRequest;
  resolve: (grant: VoiceGrant) => void;
  reject: (error: unknown) => void;
}

/**
 * Grants voice seconds like `grantVoiceSeconds` does for one request, but sends the requests made within
 * `GRANT_BATCH_WINDOW_MS` of the first waiting one to the database as one statement; a request with
 * `someoneWaits` sends the batch at once. A failed statement fails each of its requests.
 */
export function createVoiceGrantBatcher(
  db: Kysely<Database>,
): (request: VoiceGrantRequest, options?: { someoneWaits: boolean }) => Promise<VoiceGrant> {
  let waiting: Waiting[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const send = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
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

  return (request, options) =>
    new Promise<VoiceGrant>((resolve, reject) => {
      waiting.push({ request, resolve, reject });
      if (options?.someoneWaits) void send();
      else timer ??= setTimeout(() => void send(), GRANT_BATCH_WINDOW_MS);
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
