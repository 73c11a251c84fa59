import type { ServerMessage } from '@shared/protocol/server-messages';

/**
 * `sending`: typed, not yet saved; `failed`: refused, can be sent again; `streaming`: the reply is
 * arriving; `interrupted`: the reply was cut and only what was said is kept.
 */
export type EntryStatus = 'sending' | 'sent' | 'failed' | 'streaming' | 'done' | 'interrupted';

export interface TranscriptEntry {
  readonly key: string;
  readonly role: 'user' | 'assistant';
  readonly text: string;
  readonly status: EntryStatus;
  /** The server's turn; null for a message not yet saved. */
  readonly turnId: number | null;
  /** When it appeared, by the client clock. */
  readonly at: number;
}

export type Transcript = readonly TranscriptEntry[];

/** A typed message, shown at once while the server saves it. */
export function addSending(transcript: Transcript, key: string, text: string, at: number): Transcript {
  return [...transcript, { key, role: 'user', text, status: 'sending', turnId: null, at }];
}

export function markFailed(transcript: Transcript, key: string): Transcript {
  return transcript.map((entry) => (entry.key === key ? { ...entry, status: 'failed' } : entry));
}

/** Folds one session event into the transcript; events that do not change it return it as it was. */
export function applyEvent(transcript: Transcript, event: ServerMessage, at: number): Transcript {
  switch (event.type) {
    case 'transcript.user': {
      const waiting = transcript.findIndex((entry) => entry.status === 'sending' && entry.text === event.text);
      const saved: TranscriptEntry = {
        key: waiting >= 0 ? (transcript[waiting]?.key ?? event.messageId) : event.messageId,
        role: 'user',
        text: event.text,
        status: 'sent',
        turnId: event.turnId,
        at: waiting >= 0 ? (transcript[waiting]?.at ?? at) : at,
      };
      return waiting >= 0 ? transcript.map((entry, index) => (index === waiting ? saved : entry)) : [...transcript, saved];
    }
    case 'response.text.delta':
      // A notice shown whole does not grow with its spoken captions.
      return updateReply(transcript, event.turnId, at, (entry) => (entry.status === 'done' ? entry : { ...entry, text: entry.text + event.delta }));
    case 'response.done':
      return finishReply(transcript, event.turnId, event.text, 'done', at);
    case 'response.cancelled':
      return finishReply(transcript, event.turnId, event.text, 'interrupted', at);
    case 'notice': {
      // The AI reminder reads as the companion's own words, whole at once (in a call its captions follow); never saved.
      const turnId = event.turnId ?? null;
      const key = turnId === null ? `notice-${event.seq}` : replyKey(turnId);
      return [...transcript, { key, role: 'assistant', text: event.text, status: 'done', turnId, at }];
    }
    case 'session.ready':
    case 'input_audio.dropped':
    case 'input_audio.end_of_turn':
    case 'response.audio.start':
    case 'usage':
    case 'limit.reached':
    case 'crisis.resources':
    case 'mode.changed':
    case 'session.updated':
    case 'session.ended':
    case 'error':
    case 'pong':
      return transcript;
  }
}

function replyKey(turnId: number): string {
  return `reply-${turnId}`;
}

function updateReply(
  transcript: Transcript,
  turnId: number,
  at: number,
  change: (entry: TranscriptEntry) => TranscriptEntry,
): Transcript {
  const index = transcript.findIndex((entry) => entry.role === 'assistant' && entry.turnId === turnId);
  if (index >= 0) return transcript.map((entry, i) => (i === index ? change(entry) : entry));
  const fresh: TranscriptEntry = { key: replyKey(turnId), role: 'assistant', text: '', status: 'streaming', turnId, at };
  return [...transcript, change(fresh)];
}

/**
 * The server's final text wins: it is exactly what was saved (after a cut, only what was sent). A reply
 * cut before any of it was said stays as an empty, interrupted entry, so the transcript shows the cut.
 */
function finishReply(transcript: Transcript, turnId: number, text: string, status: EntryStatus, at: number): Transcript {
  if (!text && status !== 'interrupted') return transcript.filter((entry) => !(entry.role === 'assistant' && entry.turnId === turnId));
  return updateReply(transcript, turnId, at, (entry) => ({ ...entry, text, status }));
}
