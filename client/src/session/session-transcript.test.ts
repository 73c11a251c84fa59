import { describe, expect, it } from 'vitest';
import { parseServerMessage } from '@shared/protocol/parse';
import type { ServerMessage } from '@shared/protocol/server-messages';
import { addSending, applyEvent, markFailed, type Transcript } from './session-transcript';

const MESSAGE_ID = '5b0c8f0e-6f8e-4a53-9a3f-0d7b8a3f2c11';
const REPLY_ID = '6c1d9f1f-7f9f-4b64-8b4f-1e8c9b4f3d22';

/** Events go through the shared schema, as the client receives them. */
function event(message: object): ServerMessage {
  const parsed = parseServerMessage(JSON.stringify(message));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.message;
}

const fold = (start: Transcript, events: object[]) => events.reduce<Transcript>((t, e, i) => applyEvent(t, event(e), 100 + i), start);

describe('the session transcript', () => {
  it('turns a typed message into a saved one, then streams the reply token by token', () => {
    let transcript = addSending([], 'local-1', 'Rough day at work.', 1);
    expect(transcript).toMatchObject([{ key: 'local-1', role: 'user', status: 'sending', turnId: null }]);
    transcript = fold(transcript, [
      { type: 'transcript.user', seq: 2, turnId: 1, messageId: MESSAGE_ID, text: 'Rough day at work.' },
      { type: 'response.text.delta', seq: 3, turnId: 1, delta: 'That sounds ', sentenceIndex: null },
    ]);
    expect(transcript).toMatchObject([
      { key: 'local-1', status: 'sent', turnId: 1, at: 1 },
      { role: 'assistant', text: 'That sounds ', status: 'streaming', turnId: 1 },
    ]);
    transcript = fold(transcript, [
      { type: 'response.text.delta', seq: 4, turnId: 1, delta: 'hard.', sentenceIndex: null },
      { type: 'response.done', seq: 5, turnId: 1, messageId: REPLY_ID, text: 'That sounds hard.' },
    ]);
    expect(transcript.map((e) => [e.role, e.text, e.status])).toEqual([
      ['user', 'Rough day at work.', 'sent'],
      ['assistant', 'That sounds hard.', 'done'],
    ]);
  });

  it('adds spoken messages as they are heard and keeps only what was said of a cut reply', () => {
    const transcript = fold([], [
      { type: 'transcript.user', seq: 1, turnId: 3, messageId: MESSAGE_ID, text: 'i cannot sleep' },
      { type: 'response.text.delta', seq: 2, turnId: 3, delta: 'I hear you.', sentenceIndex: 0 },
      { type: 'response.text.delta', seq: 3, turnId: 3, delta: ' Sleep matters.', sentenceIndex: 1 },
      { type: 'response.cancelled', seq: 4, turnId: 3, messageId: REPLY_ID, text: 'I hear you.' },
    ]);
    expect(transcript.map((e) => [e.role, e.text, e.status])).toEqual([
      ['user', 'i cannot sleep', 'sent'],
      ['assistant', 'I hear you.', 'interrupted'],
    ]);
  });

  it('keeps a reply cut before it said anything as an empty, interrupted entry after its question, and leaves other events alone', () => {
    const transcript = fold([], [
      { type: 'transcript.user', seq: 1, turnId: 2, messageId: MESSAGE_ID, text: 'i cannot sleep' },
      { type: 'response.cancelled', seq: 2, turnId: 2, messageId: REPLY_ID, text: '' },
      { type: 'usage', seq: 3, voiceSecondsUsed: 5, dailyRemainingSeconds: 895, sessionRemainingSeconds: 895 },
      { type: 'transcript.user', seq: 4, turnId: 3, messageId: '7d2e0f20-8fa0-4c75-9c50-2f9d0c5f4e33', text: 'sorry, go on' },
    ]);
    expect(transcript.map((e) => [e.role, e.text, e.status, e.turnId])).toEqual([
      ['user', 'i cannot sleep', 'sent', 2],
      ['assistant', '', 'interrupted', 2],
      ['user', 'sorry, go on', 'sent', 3],
    ]);
  });

  it('drops an empty finished reply', () => {
    const start = fold([], [{ type: 'response.text.delta', seq: 1, turnId: 2, delta: '', sentenceIndex: null }]);
    expect(start).toHaveLength(1);
    expect(fold(start, [{ type: 'response.done', seq: 2, turnId: 2, messageId: null, text: '' }])).toEqual([]);
  });

  it('marks a refused message so it can be sent again', () => {
    const transcript = markFailed(addSending(addSending([], 'a', 'one', 1), 'b', 'two', 2), 'b');
    expect(transcript.map((e) => e.status)).toEqual(['sending', 'failed']);
  });
});
