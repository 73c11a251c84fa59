import { describe, expect, it } from 'vitest';
import { audioFramePayload, emptyAudioFrameHeader, readAudioFrameHeader } from '@shared/protocol/audio-frame';
import { RealtimeOutbox, type OutgoingFrame } from './realtime-outbox';

/** Frames as readable strings: JSON messages by type (and text), audio as `audio:<utterance>:<sequence>`. */
function label(frame: OutgoingFrame): string {
  if (typeof frame === 'string') {
    const message = JSON.parse(frame) as { type: string; text?: string };
    return message.text ? `${message.type}:${message.text}` : message.type;
  }
  const header = emptyAudioFrameHeader();
  expect(readAudioFrameHeader(frame, header)).toBe(true);
  expect(header.kind).toBe('input');
  return `audio:${header.streamId}:${header.sequence}:${audioFramePayload(frame).length}`;
}

function recorder() {
  const sent: string[] = [];
  return { sent, send: (frame: OutgoingFrame) => sent.push(label(frame)) };
}

describe('RealtimeOutbox', () => {
  it('sends at once while the session is ready and queues in order while it is not', () => {
    const outbox = new RealtimeOutbox();
    const live = recorder();
    outbox.message({ type: 'mode.set', mode: 'text' }, live.send);
    outbox.message({ type: 'response.cancel' }, null);
    outbox.message({ type: 'session.end' }, null);
    expect(live.sent).toEqual(['mode.set']);
    expect(outbox.queued).toBe(2);
    const later = recorder();
    outbox.flush(later.send);
    expect(later.sent).toEqual(['response.cancel', 'session.end']);
    expect(outbox.queued).toBe(0);
  });

  it('says an utterance cut by a dropped socket again from its start, with what was queued after it', () => {
    const outbox = new RealtimeOutbox();
    const first = recorder();
    outbox.message({ type: 'input_audio.start', utteranceId: 4 }, first.send);
    outbox.audio(4, 0, Uint8Array.of(1, 2), first.send);
    outbox.audio(4, 1, Uint8Array.of(3), first.send);
    outbox.dropped();
    outbox.audio(4, 2, Uint8Array.of(4, 5, 6), null);
    outbox.message({ type: 'input_audio.commit', utteranceId: 4 }, null);
    const second = recorder();
    outbox.flush(second.send);
    expect(second.sent).toEqual(['input_audio.start', 'audio:4:0:2', 'audio:4:1:1', 'audio:4:2:3', 'input_audio.commit']);
    // Committed: a second drop has nothing left to repeat.
    outbox.dropped();
    expect(outbox.queued).toBe(0);
  });

  it('repeats text the server has not acknowledged, and forgets text it has', () => {
    const outbox = new RealtimeOutbox();
    const first = recorder();
    outbox.message({ type: 'text.send', text: 'first', clientMessageId: 'a' }, first.send);
    outbox.message({ type: 'text.send', text: 'second', clientMessageId: 'b' }, first.send);
    outbox.confirmText('first');
    outbox.dropped();
    const second = recorder();
    outbox.flush(second.send);
    expect(second.sent).toEqual(['text.send:second']);

    outbox.forgetUnconfirmedTexts();
    outbox.dropped();
    expect(outbox.queued).toBe(0);
  });

  it('keeps control messages but not endless audio while the socket stays away', () => {
    const outbox = new RealtimeOutbox();
    for (let sequence = 0; sequence < 5000; sequence++) outbox.audio(1, sequence, Uint8Array.of(0), null);
    outbox.message({ type: 'session.end' }, null);
    expect(outbox.queued).toBe(4001);
    outbox.clear();
    expect(outbox.queued).toBe(0);
  });
});
