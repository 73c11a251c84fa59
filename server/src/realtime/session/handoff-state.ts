import { z } from 'zod';
import { moodsBefore, sessionModes, sessionSurfaces } from '@shared/protocol/client-messages';

const chatMessageSchema = z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() });

/** What a session carries from one instance to the next, besides what the database has. */
const carriedOverSchema = z.object({
  seq: z.number().int().min(0),
  /** The client's last event when it asked to resume: `frames` are the events after it. */
  since: z.number().int().min(0),
  frames: z.array(z.tuple([z.number(), z.string()])).nullable(),
  history: z.array(chatMessageSchema),
  runningSummary: z.string().nullable(),
  replies: z.number().int().min(0),
  nextTurnId: z.number().int().min(1),
  voiceMs: z.number().min(0),
  /** When the socket dropped before the handover (epoch ms), if it had. */
  droppedAt: z.number().nullable(),
  /** When the next AI notice is due (epoch ms): it comes every 3 hours of the session, wherever it runs. */
  aiReminderDueAt: z.number(),
});

export type CarriedOver = z.infer<typeof carriedOverSchema>;

/** The session's own facts, read once more from the handoff rather than the database. */
const handoffStateSchema = carriedOverSchema.extend({
  title: z.string(),
  surface: z.enum(sessionSurfaces),
  mode: z.enum(sessionModes),
  startedAt: z.number(),
  memories: z.array(z.string()),
  moodBefore: z.enum(moodsBefore).optional(),
});

export type HandoffState = z.infer<typeof handoffStateSchema>;

/** The sealed `handoff_state` text of a session as it leaves this instance. */
export const writeHandoffState = (state: HandoffState): string => JSON.stringify(state);

/** The handoff state written by another instance; null when it cannot be read (a build that wrote another shape). */
export function readHandoffState(text: string): HandoffState | null {
  try {
    const parsed = handoffStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
