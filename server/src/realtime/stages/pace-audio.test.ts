import { describe, expect, it } from 'vitest';
import { OPUS_TOC_20MS } from '../../../../tests/integration/support/scripted-ai-provider';
import { from, turnContext } from '../../../../tests/integration/support/stage-harness';
import { createManualClock } from '../manual-clock';
import { createPaceAudio } from './pace-audio';
import type { OutboundFrame, SpokenSentence } from './stage';

const packets = (n: number) => Array.from({ length: n }, (_, i) => Uint8Array.of(OPUS_TOC_20MS, i));
const sentence = (index: number, text: string, count: number | null): SpokenSentence => ({
  index,
  text,
  packets: count === null ? null : from(packets(count)),
});

/** Runs the stage in the background, recording when (on the manual clock) each frame came out. */
function run(sentences: SpokenSentence[], options: { buffered?: () => number; signal?: AbortSignal } = {}) {
  const clock = createManualClock(0);
  const out: { at: number; frame: string }[] = [];
  const pace = createPaceAudio({ leadMs: 100, maxBufferedBytes: 1000, bufferedAmount: options.buffered ?? (() => 0) });
  const done = (async () => {
    for await (const f of pace(from(sentences), turnContext({ clock, signal: options.signal }))) out.push({ at: clock.now(), frame: label(f) });
  })();
  return { clock, out, done };
}

const label = (f: OutboundFrame) => (f.kind === 'sentence' ? `s${f.index}:${f.text}:${f.hasAudio}` : `a${f.index}#${f.sequence}`);

describe('pace-audio stage', () => {
  it('sends a 100 ms lead at once, then one 20 ms packet per 20 ms, captions first', async () => {
    const { clock, out, done } = run([sentence(0, 'Hi.', 10)]);
    await clock.advance(0);
    expect(out.map((o) => o.frame)).toEqual(['s0:Hi.:true', 'a0#0', 'a0#1', 'a0#2', 'a0#3', 'a0#4', 'a0#5']);
    await clock.advance(20);
    expect(out).toHaveLength(8);
    await clock.advance(200);
    await done;
    expect(out.at(-1)).toEqual({ at: 80, frame: 'a0#9' });
  });

  it('numbers packets across sentences and captions a sentence without speech at once', async () => {
    const { clock, out, done } = run([sentence(0, 'One.', 2), sentence(1, 'Two.', null), sentence(2, 'Three.', 1)]);
    await clock.advance(1000);
    await done;
    expect(out.map((o) => o.frame)).toEqual(['s0:One.:true', 'a0#0', 'a0#1', 's1:Two.:false', 's2:Three.:true', 'a2#2']);
  });

  it('waits while the socket is backed up', async () => {
    let buffered = 5000;
    const { clock, out, done } = run([sentence(0, 'One.', 2)], { buffered: () => buffered });
    await clock.advance(200);
    expect(out).toHaveLength(0);
    buffered = 0;
    await clock.advance(20);
    await clock.advance(100);
    await done;
    expect(out.map((o) => o.frame)).toEqual(['s0:One.:true', 'a0#0', 'a0#1']);
  });

  it('stops within a frame when the turn is cut', async () => {
    const controller = new AbortController();
    const { clock, out, done } = run([sentence(0, 'Long.', 100)], { signal: controller.signal });
    await clock.advance(40);
    const sent = out.length;
    controller.abort(new DOMException('cut', 'AbortError'));
    await expect(done).rejects.toThrow('cut');
    await clock.advance(1000);
    expect(out.length).toBe(sent);
  });
});
