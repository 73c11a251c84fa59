import { describe, expect, it } from 'vitest';
import { parseServerMessage } from '@shared/protocol/parse';
import type { ServerMessage } from '@shared/protocol/server-messages';
import { idleSession, sessionChange } from './session-state';

const SESSION_ID = '5b0c8f0e-6f8e-4a53-9a3f-0d7b8a3f2c11';

function event(message: object): ServerMessage {
  const parsed = parseServerMessage(JSON.stringify(message));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.message;
}

const ready = (resumed: boolean) =>
  event({
    type: 'session.ready', seq: 1, sessionId: SESSION_ID, mode: 'voice', surface: 'session', title: 'Evening call',
    resumed, voiceSecondsUsed: 30, dailyRemainingSeconds: 870, sessionRemainingSeconds: 870,
  });

describe('sessionChange', () => {
  it('starts the timer at the first ready and keeps it through a resume', () => {
    const started = { ...idleSession, ...sessionChange(idleSession, ready(false), 1_000) };
    expect(started).toMatchObject({ phase: 'active', title: 'Evening call', mode: 'voice', startedAt: 1_000 });
    expect(started.voiceTime).toEqual({ voiceSecondsUsed: 30, dailyRemainingSeconds: 870, sessionRemainingSeconds: 870, receivedAt: 1_000 });
    const resumed = { ...started, ...sessionChange(started, ready(true), 9_000) };
    expect(resumed.startedAt).toBe(1_000);
    expect(resumed.voiceTime?.receivedAt).toBe(9_000);
  });

  it('holds sending while a reply is pending and records how the session ended', () => {
    const pending = sessionChange(idleSession, event({ type: 'transcript.user', seq: 2, turnId: 1, messageId: SESSION_ID, text: 'hello there' }), 0);
    expect(pending).toEqual({ replyPending: true, personSpoke: true });
    expect(sessionChange(idleSession, event({ type: 'input_audio.dropped', seq: 3, utteranceId: 4, reason: 'audio_too_short' }), 0)).toEqual({
      replyPending: false,
    });
    expect(sessionChange(idleSession, event({ type: 'session.ended', seq: 4, sessionId: SESSION_ID, reason: 'limit', durationSeconds: 62 }), 0)).toEqual({
      phase: 'ended',
      ending: false,
      replyPending: false,
      ended: { reason: 'limit', durationSeconds: 62 },
    });
    expect(sessionChange(idleSession, event({ type: 'pong' }), 0)).toEqual({});
  });
});
