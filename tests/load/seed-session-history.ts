import type { Kysely } from 'kysely';
import { defaultNotificationPreferences } from '@shared/api/profile';
import type { Database } from '../../server/src/db/database';
import { seedSessions, type SeededSession } from '../support/seed-sessions';

const TWO_YEARS_MS = 2 * 365 * 24 * 3_600_000;
const MOODS = ['calm', 'anxious', 'sad', 'hopeful', 'tired', null] as const;
const TOPICS = [
  'Work stress check-in',
  'Family weekend',
  'Trouble with sleep',
  'Evening reflection',
  'Morning anxiety',
  'Talking about friends',
  'Feeling better today',
  'Sleep and routines',
  'Family news',
  'Worries about work',
];
// None of these contains "work": only WORK_SENTENCES do, so the matching count is known.
const SENTENCES = [
  'You talked about how the week went and what felt heavy.',
  'Sleep has been uneven lately, with late nights.',
  'Your family visited over the weekend and it went well.',
  'We practised a slow breathing exercise together.',
  'You felt calmer by the end of the conversation.',
  'A walk in the park helped clear your head.',
  'You mentioned feeling tired in the mornings.',
  'We explored what makes the evenings hard.',
  'You want to call an old friend soon.',
  'Cooking dinner felt good for a change.',
  'You noticed more patience with yourself.',
  'We named three small things that went well today.',
];
// What the person wrote: none contains "work" or "manager" but MANAGER_SAID; the companion's replies
// name the manager too, which a search must not count (it finds the person's words only).
const SAID = [
  'I barely slept again and the morning felt endless.',
  'My sister called and we argued about the holidays.',
  'I keep replaying what I said at dinner.',
  'Some days I just want to stay in bed.',
  'The walk by the river helped a little.',
  'I feel like nobody notices when I am struggling.',
];
const MANAGER_SAID = 'My manager keeps moving the deadlines and I dread Mondays.';
const REPLIES = [
  'That sounds exhausting. What has helped you rest before?',
  'It makes sense that this weighs on you. Would it help to talk with your manager?',
  'Thank you for telling me. What would feel kind to yourself right now?',
];
const WORK_SENTENCES = [
  'Deadlines at work have been piling up this month.',
  'A difficult conversation at work is coming up.',
  'You feel stretched thin by work and chores at home.',
];

/** A small seeded generator (mulberry32), so every run seeds the same rows. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * `count` ended sessions over the two years before `now`: titles as the app names them or by topic,
 * a ~200-character AI summary on most (about one in ten mentions work), durations 0-30 minutes,
 * and, `withMessages`, three messages from the person (one in eight names their manager) with replies.
 */
export function sessionHistory(count: number, now: Date, seed: number, withMessages = false): SeededSession[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const createdAt = new Date(now.getTime() - Math.floor(next() * TWO_YEARS_MS));
    const kind = next();
    const title =
      kind < 0.45 ? `Session ${longDate.format(createdAt)}` : kind < 0.8 ? `Chat Session #${i + 1}` : pick(TOPICS);
    let aiSummary: string | null = null;
    if (next() < 0.85) {
      const sentences = [pick(SENTENCES), pick(SENTENCES), pick(SENTENCES), pick(SENTENCES)];
      if (next() < 0.1) sentences.splice(1, 1, pick(WORK_SENTENCES));
      aiSummary = sentences.join(' ');
    }
    const said = [pick(SAID), pick(SAID), next() < 0.125 ? MANAGER_SAID : pick(SAID)];
    return {
      title,
      aiSummary,
      messages: !withMessages ? [] : said.flatMap((content) => [
        { role: 'user' as const, content },
        { role: 'assistant' as const, content: pick(REPLIES) },
      ]),
      createdAt,
      durationSeconds: Math.floor(next() * 1801),
      type: next() < 0.3 ? 'call' : 'chat',
      moodBefore: pick(MOODS),
      moodAfter: pick(MOODS),
    };
  });
}

/** Confirmed users with profiles (UTC), written straight to the database; nobody can sign in as them. */
async function createUsers(db: Kysely<Database>, emails: string[]): Promise<{ id: string; email: string }[]> {
  const users = await db
    .insertInto('users')
    .values(emails.map((email) => ({ email, password_hash: '!bench-user-without-password', email_confirmed_at: new Date() })))
    .returning(['id', 'email'])
    .execute();
  await db
    .insertInto('profiles')
    .values(
      users.map((u) => ({
        id: u.id,
        email: u.email,
        timezone: 'UTC',
        notification_preferences: JSON.stringify(defaultNotificationPreferences),
      })),
    )
    .execute();
  return users;
}

export interface SeededHistory {
  user: { id: string; email: string };
  /** The user's sessions whose title or summary contains `search` (any case). */
  matching: number;
  /** The user's sessions in which the person wrote about their manager (`managerWord`). */
  mentioningManager: number;
  /** The user's longest session, in seconds. */
  longestSeconds: number;
  totalRows: number;
}

/** One user with `sessions` sessions, among `otherUsers` others with `sessionsEach` apiece. */
export async function seedSessionHistory(
  db: Kysely<Database>,
  options: { sessions: number; otherUsers: number; sessionsEach: number; search: string; now: Date },
): Promise<SeededHistory> {
  const runId = options.now.getTime().toString(36);
  const emails = Array.from({ length: options.otherUsers + 1 }, (_, i) => `history-${runId}-${i}@bench.solace.local`);
  const [user, ...others] = await createUsers(db, emails);
  if (!user) throw new Error('No user was created');
  const own = sessionHistory(options.sessions, options.now, 1, true);
  await seedSessions(db, user.id, own);
  for (const [i, other] of others.entries()) {
    await seedSessions(db, other.id, sessionHistory(options.sessionsEach, options.now, i + 2));
  }
  const needle = options.search.toLowerCase();
  return {
    user,
    matching: own.filter((s) => `${s.title} ${s.aiSummary ?? ''}`.toLowerCase().includes(needle)).length,
    mentioningManager: own.filter((s) => s.messages?.some((m) => m.role === 'user' && m.content === MANAGER_SAID)).length,
    longestSeconds: Math.max(...own.map((s) => s.durationSeconds ?? 0)),
    totalRows: options.sessions + options.otherUsers * options.sessionsEach,
  };
}
