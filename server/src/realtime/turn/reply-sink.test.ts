import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionEventInput } from '@shared/protocol/server-messages';
import { ReplySink, TEXT_FRAME_MS } from './reply-sink';
import type { SessionOutbox } from '../outbox/session-outbox';

function recordingSink() {
  const sent: string[] = [];
  const outbox = {
    emit: (event: SessionEventInput) => {
      if (event.type === 'response.text.delta') sent.push(event.delta);
    },
  } as unknown as SessionOutbox;
  return { sink: new ReplySink(outbox, 1, 'en'), sent };
}

describe('ReplySink, a typed reply', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the first piece at once, and the pieces of each following 30 ms together', () => {
    const { sink, sent } = recordingSink();
    sink.delta('I ');
    expect(sent).toEqual(['I ']);
    sink.delta('hear ');
    sink.delta('you. ');
    vi.advanceTimersByTime(TEXT_FRAME_MS - 1);
    expect(sent).toEqual(['I ']);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['I ', 'hear you. ']);
    sink.delta('What ');
    vi.advanceTimersByTime(TEXT_FRAME_MS);
    expect(sent).toEqual(['I ', 'hear you. ', 'What ']);
    expect(sink.text).toBe('I hear you. What ');
  });

  it('sends a piece at once when the one before it left over 30 ms ago (a slow model is not held back)', () => {
    const { sink, sent } = recordingSink();
    sink.delta('I ');
    vi.advanceTimersByTime(200);
    sink.delta('hear ');
    expect(sent).toEqual(['I ', 'hear ']);
  });

  it('sends what is held when the reply finishes, and nothing after', () => {
    const { sink, sent } = recordingSink();
    sink.delta('I ');
    sink.delta('hear ');
    sink.delta('you.');
    sink.finish(false);
    expect(sent).toEqual(['I ', 'hear you.']);
    vi.advanceTimersByTime(TEXT_FRAME_MS * 2);
    expect(sent).toEqual(['I ', 'hear you.']);
    expect(sink.text).toBe('I hear you.');
  });

  it('drops what is held when the reply is cut: the saved text is what was sent', () => {
    const { sink, sent } = recordingSink();
    sink.delta('I ');
    sink.delta('hear ');
    sink.finish(true);
    vi.advanceTimersByTime(TEXT_FRAME_MS * 2);
    expect(sent).toEqual(['I ']);
    expect(sink.text).toBe('I ');
  });
});
