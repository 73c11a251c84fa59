import { z } from 'zod';
import { errorCodes } from '../errors';
import { moodsBefore, sessionModes, sessionSurfaces } from './client-messages';
import { crisisSupport } from '../crisis';

/**
 * Every session event carries `seq`, numbered per session from 1; a client that reconnects sends the
 * last one it processed and gets the rest again. `error` and `pong` answer one frame and carry none.
 */
const seq = z.number().int().min(1);
const turnId = z.number().int().min(0);

/** Voice time as the server clock counts it; `null` remaining means the plan is unlimited. */
export const usageFields = {
  voiceSecondsUsed: z.number().int().min(0),
  dailyRemainingSeconds: z.number().int().min(0).nullable(),
  sessionRemainingSeconds: z.number().int().min(0),
  /** False while no voice time is charged in a voice call (speech recognition stopped working); absent otherwise. */
  metered: z.literal(false).optional(),
};

export const sessionReady = z.object({
  type: z.literal('session.ready'),
  seq,
  sessionId: z.uuid(),
  mode: z.enum(sessionModes),
  surface: z.enum(sessionSurfaces),
  title: z.string(),
  /** As saved (given at the start or once it runs); absent from a server that did not say. */
  moodBefore: z.enum(moodsBefore).nullable().optional(),
  resumed: z.boolean(),
  ...usageFields,
});

export const transcriptUser = z.object({
  type: z.literal('transcript.user'),
  seq,
  turnId,
  messageId: z.uuid(),
  text: z.string(),
});

/** An utterance SPEC says to drop (too short, or nothing said); listening resumes. */
export const inputAudioDropped = z.object({
  type: z.literal('input_audio.dropped'),
  seq,
  utteranceId: z.number().int().min(0),
  reason: z.enum(['audio_too_short', 'transcript_too_short']),
});

/**
 * When the client should end this utterance, judged on what was heard at its pause (adaptive end of
 * turn): after `silenceMs` of silence, sooner after a finished sentence, later after a trailing 'and...'.
 */
export const inputAudioEndOfTurn = z.object({
  type: z.literal('input_audio.end_of_turn'),
  seq,
  utteranceId: z.number().int().min(0),
  /** The `input_audio.pause` judged: a judgment of an earlier pause the person spoke on from does not apply. */
  pause: z.number().int().min(1),
  silenceMs: z.number().int().min(0),
});

/** Reply text. In voice mode each sentence's text is sent as its audio starts, so captions match the voice. */
export const responseTextDelta = z.object({
  type: z.literal('response.text.delta'),
  seq,
  turnId,
  delta: z.string(),
  sentenceIndex: z.number().int().min(0).nullable(),
});

/** Opus frames of this turn follow as binary frames (see audio-frame.ts). */
export const responseAudioStart = z.object({
  type: z.literal('response.audio.start'),
  seq,
  turnId,
  sampleRate: z.number().int(),
  frameMs: z.number().int(),
});

/** The reply is complete (and saved, unless `messageId` is null: the limit apology is not a message). */
export const responseDone = z.object({
  type: z.literal('response.done'),
  seq,
  turnId,
  messageId: z.uuid().nullable(),
  text: z.string(),
});

/** The reply was cut (barge-in or `response.cancel`); `text` is what was saved: only what was sent. */
export const responseCancelled = z.object({
  type: z.literal('response.cancelled'),
  seq,
  turnId,
  messageId: z.uuid().nullable(),
  text: z.string(),
});

export const usage = z.object({ type: z.literal('usage'), seq, ...usageFields });

export const limitReached = z.object({
  type: z.literal('limit.reached'),
  seq,
  reason: z.enum(['daily', 'session']),
  message: z.string(),
});

/** A message sounded like the person may be at risk: the lines for their country (see shared/crisis.ts). */
export const crisisResources = z.object({
  type: z.literal('crisis.resources'),
  seq,
  ...crisisSupport.shape,
});

/**
 * Not part of the conversation, never saved: the AI reminder every 3 hours of a session and, once at the
 * start, that the built-in offline companion is answering; in a call each is spoken too.
 */
export const notice = z.object({
  type: z.literal('notice'),
  seq,
  kind: z.enum(['ai_reminder', 'offline_companion']),
  text: z.string(),
  /** In a voice call, the turn that speaks it (its captions and `response.done` follow). */
  turnId: turnId.optional(),
});

export const modeChanged = z.object({ type: z.literal('mode.changed'), seq, mode: z.enum(sessionModes) });

/** The title and the mood before as saved, after `session.details`. */
export const sessionUpdated = z.object({ type: z.literal('session.updated'), seq, title: z.string(), moodBefore: z.enum(moodsBefore).nullable() });

export const sessionEnded = z.object({
  type: z.literal('session.ended'),
  seq,
  sessionId: z.uuid(),
  /** `timeout`: the socket dropped and did not come back within the grace period. */
  reason: z.enum(['user', 'limit', 'timeout', 'shutdown', 'account_deleted']),
  durationSeconds: z.number().int().min(0),
});

export const errorEvent = z.object({ type: z.literal('error'), code: z.enum(errorCodes), message: z.string() });
export const pong = z.object({ type: z.literal('pong') });

export const serverMessage = z.discriminatedUnion('type', [
  sessionReady,
  transcriptUser,
  inputAudioDropped,
  inputAudioEndOfTurn,
  responseTextDelta,
  responseAudioStart,
  responseDone,
  responseCancelled,
  usage,
  limitReached,
  crisisResources,
  notice,
  modeChanged,
  sessionUpdated,
  sessionEnded,
  errorEvent,
  pong,
]);

export type ServerMessage = z.infer<typeof serverMessage>;
export type ServerMessageType = ServerMessage['type'];
/** Session events: replayed on resume, numbered by `seq`. */
export type SessionEvent = Exclude<ServerMessage, { type: 'error' } | { type: 'pong' }>;
/** A session event before the server numbers it. */
export type SessionEventInput = SessionEvent extends infer E ? (E extends { seq: number } ? Omit<E, 'seq'> : never) : never;
export type ErrorEvent = z.infer<typeof errorEvent>;
export type SessionEnded = z.infer<typeof sessionEnded>;
export type Notice = z.infer<typeof notice>;
