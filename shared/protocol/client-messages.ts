import { z } from 'zod';
import { textKey } from '../i18n/text';
import { sessionModes, sessionSurfaces } from './session-kinds';
import { MAX_TEXT_MESSAGE_CHARS } from './version';

/** SPEC section 3: the optional mood before and after a session. */
export const moodsBefore = ['great', 'good', 'okay', 'stressed', 'anxious', 'sad', 'angry', 'overwhelmed'] as const;
export const moodsAfter = ['much-better', 'better', 'same', 'worse', 'much-worse'] as const;
export type MoodBefore = (typeof moodsBefore)[number];
export type MoodAfter = (typeof moodsAfter)[number];

export { sessionModes, sessionSurfaces, type SessionMode, type SessionSurface } from './session-kinds';

const utteranceId = z.number().int().min(0).max(0xffff_ffff);

export const sessionStart = z.object({
  type: z.literal('session.start'),
  protocolVersion: z.number().int(),
  mode: z.enum(sessionModes),
  surface: z.enum(sessionSurfaces).default('session'),
  title: z.string().trim().max(200).optional(),
  moodBefore: z.enum(moodsBefore).optional(),
});

/** Rejoins a session after a dropped socket; `lastSeq` is the last server `seq` the client processed. */
export const sessionResume = z.object({
  type: z.literal('session.resume'),
  protocolVersion: z.number().int(),
  sessionId: z.uuid(),
  lastSeq: z.number().int().min(0),
});

/**
 * Ends a session this tab left behind (a reload) without rejoining it, instead of `session.resume`: its
 * duration runs to when its socket dropped. Answered with `session.ended`.
 */
export const sessionClose = z.object({
  type: z.literal('session.close'),
  protocolVersion: z.number().int(),
  sessionId: z.uuid(),
  moodAfter: z.enum(moodsAfter).optional(),
});

/** The user started speaking: Opus packets of this utterance follow as binary frames. */
export const inputAudioStart = z.object({ type: z.literal('input_audio.start'), utteranceId });

/**
 * The user fell silent, maybe for good (a tentative end of turn, after `PAUSE_AFTER_SILENCE_MS`): the
 * server transcribes what it has at once, starts the reply once the silence would have reached
 * `REPLY_AFTER_SILENCE_MS`, and holds all of it until `input_audio.commit`.
 */
export const inputAudioPause = z.object({
  type: z.literal('input_audio.pause'),
  utteranceId,
  /** The pause's number within the utterance, from 1: `input_audio.end_of_turn` names the pause it judged. */
  pause: z.number().int().min(1).max(0xffff),
});

/** The user spoke again after `input_audio.pause`: the held reply is dropped, and the utterance goes on. */
export const inputAudioResume = z.object({ type: z.literal('input_audio.resume'), utteranceId });

/** The user stopped speaking: the held reply goes out, or the server transcribes the utterance at once. */
export const inputAudioCommit = z.object({ type: z.literal('input_audio.commit'), utteranceId });

export const textSend = z.object({
  type: z.literal('text.send'),
  text: z.string().trim().min(1, textKey('session:messages.typeMessage')).max(MAX_TEXT_MESSAGE_CHARS),
  /** Chosen by the client; a message re-sent after a reconnect with the same id is saved once. */
  clientMessageId: z.string().min(1).max(64).optional(),
});

export const responseCancel = z.object({ type: z.literal('response.cancel') });
export const modeSet = z.object({ type: z.literal('mode.set'), mode: z.enum(sessionModes) });
export const sessionEnd = z.object({ type: z.literal('session.end'), moodAfter: z.enum(moodsAfter).optional() });
/** A title or the mood before, given once the session runs: nothing stands between a person and the first word. */
export const sessionDetails = z.object({
  type: z.literal('session.details'),
  title: z.string().trim().min(1, 'Please give the session a title.').max(200).optional(),
  moodBefore: z.enum(moodsBefore).optional(),
});
export const ping = z.object({ type: z.literal('ping') });

export const clientMessage = z.discriminatedUnion('type', [
  sessionStart,
  sessionResume,
  sessionClose,
  inputAudioStart,
  inputAudioPause,
  inputAudioResume,
  inputAudioCommit,
  textSend,
  responseCancel,
  modeSet,
  sessionEnd,
  sessionDetails,
  ping,
]);

/** What the client sends (defaults filled in). */
export type ClientMessage = z.infer<typeof clientMessage>;
/** What the client may write (defaults optional). */
export type ClientMessageInput = z.input<typeof clientMessage>;
export type ClientMessageType = ClientMessage['type'];
