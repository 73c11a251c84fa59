import { describe, expect, it } from 'vitest';
import { OPUS_TOC_20MS } from '../../../../tests/integration/support/scripted-ai-provider';
import { from, turnContext } from '../../../../tests/integration/support/stage-harness';
import { createManualClock } from '../manual-clock';
import { PaceTicker } from '../pace-ticker';
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
  const ticker = new PaceTicker(clock, 60);
  const pace = createPaceAudio({ leadMs: 160, maxBufferedBytes: 1000, bufferedAmount: options.buffered ?? (() => 0), ticker });
  const done = (async () => {
    for await (const f of pace(from(sentences), turnContext({ clock, signal: options.signal }))) out.push({ at: clock.now(), frame: label(f) });
  })();
  return { clock, out, done };
}

const label = (f: OutboundFrame) => (f.kind === 'sentence' ? `s${f.index}:${f.text}:${f.hasAudio}` : `a${f.index}#${f.sequence}`);

describe('pace-audio stage', () => {
  it('sends a 160 ms lead at once, then three 20 ms packets per 60 ms step, captions first', async () => {
    const { clock, out, done } = run([sentence(0, 'Hi.', 20)]);
    await clock.advance(0);
    expect(out.map((o) => o.frame)).toEqual(['s0:Hi.:true', ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `a0#${i}`)]);
    await clock.advance(59);
    expect(out).toHaveLength(9);
    await clock.advance(1);
    expect(out.slice(9).map((o) => [o.at, o.frame])).toEqual([
      [60, 'a0#8'],
      [60, 'a0#9'],
      [60, 'a0#10'],
    ]);
    await clock.advance(1000);
    await done;
    expect(out.at(-1)).toEqual({ at: 240, frame: 'a0#19' });
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
    await clock.advance(60);
    await done;
    expect(out.map((o) => o.frame)).toEqual(['s0:One.:true', 'a0#0', 'a0#1']);
  });

  it('stops at once when the turn is cut, without waiting for the next step', async () => {
    const controller = new AbortController();
    const { clock, out, done } = run([sentence(0, 'Long.', 100)], { signal: controller.signal });
    await clock.advance(40);
    const sent = out.length;
    controller.abort(new DOMException('cut', 'AbortError'));
    await expect(done).rejects.toThrow('cut');
    expect(clock.now()).toBe(40);
    await clock.advance(1000);
    expect(out.length).toBe(sent);
  });
});
