import { describe, expect, it } from 'vitest';
import { audioFramePayload, emptyAudioFrameHeader, readAudioFrameHeader } from '@shared/protocol/audio-frame';
import { RealtimeSendQueue, type OutgoingFrame } from './realtime-send-queue';

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

describe('RealtimeSendQueue', () => {
  it('sends at once while the session is ready and queues in order while it is not', () => {
    const queue = new RealtimeSendQueue();
    const live = recorder();
    queue.message({ type: 'mode.set', mode: 'text' }, live.send);
    queue.message({ type: 'response.cancel' }, null);
    queue.message({ type: 'session.end' }, null);
    expect(live.sent).toEqual(['mode.set']);
    expect(queue.queued).toBe(2);
    const later = recorder();
    queue.flush(later.send);
    expect(later.sent).toEqual(['response.cancel', 'session.end']);
    expect(queue.queued).toBe(0);
  });

  it('says an utterance cut by a dropped socket again from its start, with what was queued after it', () => {
    const queue = new RealtimeSendQueue();
    const first = recorder();
    queue.message({ type: 'input_audio.start', utteranceId: 4 }, first.send);
    queue.audio(4, 0, Uint8Array.of(1, 2), first.send);
    queue.audio(4, 1, Uint8Array.of(3), first.send);
    queue.dropped();
    queue.audio(4, 2, Uint8Array.of(4, 5, 6), null);
    queue.message({ type: 'input_audio.commit', utteranceId: 4 }, null);
    const second = recorder();
    queue.flush(second.send);
    expect(second.sent).toEqual(['input_audio.start', 'audio:4:0:2', 'audio:4:1:1', 'audio:4:2:3', 'input_audio.commit']);
    // Committed: a second drop has nothing left to repeat.
    queue.dropped();
    expect(queue.queued).toBe(0);
  });

  it('says an utterance again without its pause and resume: the held turn went with the socket', () => {
    const queue = new RealtimeSendQueue();
    const first = recorder();
    queue.message({ type: 'input_audio.start', utteranceId: 2 }, first.send);
    queue.audio(2, 0, new Uint8Array(3), first.send);
    queue.message({ type: 'input_audio.pause', utteranceId: 2, pause: 1 }, first.send);
    queue.message({ type: 'input_audio.resume', utteranceId: 2 }, first.send);
    queue.audio(2, 1, new Uint8Array(4), first.send);
    expect(first.sent).toEqual(['input_audio.start', 'audio:2:0:3', 'input_audio.pause', 'input_audio.resume', 'audio:2:1:4']);
    queue.dropped();
    queue.message({ type: 'input_audio.commit', utteranceId: 2 }, null);
    const again = recorder();
    queue.flush(again.send);
    expect(again.sent).toEqual(['input_audio.start', 'audio:2:0:3', 'audio:2:1:4', 'input_audio.commit']);
  });

  it('repeats text the server has not acknowledged, and forgets text it has', () => {
    const queue = new RealtimeSendQueue();
    const first = recorder();
    queue.message({ type: 'text.send', text: 'first', clientMessageId: 'a' }, first.send);
    queue.message({ type: 'text.send', text: 'second', clientMessageId: 'b' }, first.send);
    queue.confirmText('first');
    queue.dropped();
    const second = recorder();
    queue.flush(second.send);
    expect(second.sent).toEqual(['text.send:second']);

    queue.forgetUnconfirmedTexts();
    queue.dropped();
    expect(queue.queued).toBe(0);
  });

  it('keeps control messages but not endless audio while the socket stays away', () => {
    const queue = new RealtimeSendQueue();
    for (let sequence = 0; sequence < 5000; sequence++) queue.audio(1, sequence, Uint8Array.of(0), null);
    queue.message({ type: 'session.end' }, null);
    expect(queue.queued).toBe(4001);
    queue.clear();
    expect(queue.queued).toBe(0);
  });
});
