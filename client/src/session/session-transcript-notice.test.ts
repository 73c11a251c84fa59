import { describe, expect, it } from 'vitest';
import { parseServerMessage } from '@shared/protocol/parse';
import type { ServerMessage } from '@shared/protocol/server-messages';
import { applyEvent, type Transcript } from './session-transcript';

const REMINDER = "A gentle reminder: you've been talking for a while with an AI companion, not a person or a therapist.";

function event(message: object): ServerMessage {
  const parsed = parseServerMessage(JSON.stringify(message));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.message;
}

const fold = (events: object[]) => events.reduce<Transcript>((t, e, i) => applyEvent(t, event(e), 100 + i), []);

describe('the AI reminder in the transcript', () => {
  it('shows whole in a text session, as the companion’s words', () => {
    expect(fold([{ type: 'notice', seq: 7, kind: 'ai_reminder', text: REMINDER }])).toEqual([
      { key: 'notice-7', role: 'assistant', text: REMINDER, status: 'done', turnId: null, at: 100 },
    ]);
  });

  it('shows once in a call, whole from the start, while its captions and audio follow', () => {
    const transcript = fold([
      { type: 'notice', seq: 7, kind: 'ai_reminder', text: REMINDER, turnId: 4 },
      { type: 'response.text.delta', seq: 8, turnId: 4, delta: 'A gentle reminder: ', sentenceIndex: 0 },
      { type: 'response.done', seq: 9, turnId: 4, messageId: null, text: REMINDER },
    ]);
    expect(transcript).toEqual([{ key: 'reply-4', role: 'assistant', text: REMINDER, status: 'done', turnId: 4, at: 100 }]);
  });
});
