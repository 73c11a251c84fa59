import type { ErrorCode } from '@shared/errors';
import type { MoodBefore, SessionMode } from '@shared/protocol/client-messages';
import type { ServerMessage, SessionEnded } from '@shared/protocol/server-messages';
import type { ConnectionState } from './realtime-client';
import type { Transcript } from './session-transcript';

export type SessionPhase = 'idle' | 'starting' | 'active' | 'ended';

export interface VoiceTime {
  voiceSecondsUsed: number;
  /** Null on an unlimited plan. */
  dailyRemainingSeconds: number | null;
  sessionRemainingSeconds: number;
  /** False while the server charges no voice time (speech recognition stopped working). */
  metered?: false;
  /** Client clock when the server said so, for a smooth countdown between usage events. */
  receivedAt: number;
}

/** Server error codes, plus what the browser itself can report. */
export type NoticeCode = ErrorCode | 'connection_lost' | 'microphone' | 'playback' | 'voice_unavailable';

export interface SessionNotice {
  code: NoticeCode;
  /** In words (the server's, in the page's language), or a text key of the browser's own, said where it is shown. */
  message: string;
}

export interface SessionSnapshot {
  phase: SessionPhase;
  connection: ConnectionState | null;
  sessionId: string | null;
  title: string;
  /** As saved: given at the start or once the session runs. */
  moodBefore: MoodBefore | null;
  /** Something the person said or wrote was heard in this session (Clear takes it off the screen, not this). */
  personSpoke: boolean;
  mode: SessionMode;
  modeSwitching: boolean;
  ending: boolean;
  startedAt: number | null;
  transcript: Transcript;
  /** A reply is being prepared or streamed: sending waits. */
  replyPending: boolean;
  voiceTime: VoiceTime | null;
  crisis: Extract<ServerMessage, { type: 'crisis.resources' }> | null;
  notice: SessionNotice | null;
  /** Why a start was refused (the daily limit, for one). */
  refusal: SessionNotice | null;
  limit: Extract<ServerMessage, { type: 'limit.reached' }> | null;
  ended: { reason: SessionEnded['reason'] | 'lost'; durationSeconds: number | null } | null;
}

export const idleSession: SessionSnapshot = {
  phase: 'idle', connection: null, sessionId: null, title: '', moodBefore: null, personSpoke: false, mode: 'text', modeSwitching: false, ending: false,
  startedAt: null, transcript: [], replyPending: false, voiceTime: null, crisis: null, notice: null, refusal: null,
  limit: null, ended: null,
};

/** What a session event (other than an error) changes on the screen, besides the transcript. */
export function sessionChange(snapshot: SessionSnapshot, message: ServerMessage, now: number): Partial<SessionSnapshot> {
  const voiceTime = (m: Omit<VoiceTime, 'receivedAt'>): VoiceTime => ({
    voiceSecondsUsed: m.voiceSecondsUsed,
    dailyRemainingSeconds: m.dailyRemainingSeconds,
    sessionRemainingSeconds: m.sessionRemainingSeconds,
    ...(m.metered === false ? { metered: false as const } : {}),
    receivedAt: now,
  });
  switch (message.type) {
    case 'session.ready':
      return {
        phase: 'active', sessionId: message.sessionId, title: message.title, moodBefore: message.moodBefore ?? snapshot.moodBefore, mode: message.mode,
        startedAt: snapshot.startedAt ?? now, voiceTime: voiceTime(message), refusal: null,
      };
    case 'transcript.user':
      return { replyPending: true, personSpoke: true };
    case 'response.done':
    case 'response.cancelled':
    case 'input_audio.dropped':
      return { replyPending: false };
    case 'usage':
      return { voiceTime: voiceTime(message) };
    case 'mode.changed':
      return { mode: message.mode, modeSwitching: false };
    case 'session.updated':
      return { title: message.title, moodBefore: message.moodBefore };
    case 'limit.reached':
      return { limit: message };
    case 'crisis.resources':
      return { crisis: message };
    case 'session.ended':
      return { phase: 'ended', ending: false, replyPending: false, ended: { reason: message.reason, durationSeconds: message.durationSeconds } };
    case 'error':
    case 'notice':
    case 'input_audio.end_of_turn':
    case 'response.text.delta':
    case 'response.audio.start':
    case 'pong':
      return {};
  }
}
