import { describe, expect, it } from 'vitest';
import { OPUS_TOC_20MS } from '../../../../tests/support/app/scripted-ai-provider';
import { from, turnContext } from '../../../../tests/support/app/stage-harness';
import { createManualClock } from '../../../../tests/support/manual-clock';
import { PaceTicker } from '../outbox/pace-ticker';
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
  it('sends a 160 ms lead at once, then tops it up once per 60 ms step (three 20 ms packets), captions first', async () => {
    const { clock, out, done } = run([sentence(0, 'Hi.', 20)]);
    await clock.advance(0);
    expect(out.map((o) => o.frame)).toEqual(['s0:Hi.:true', ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `a0#${i}`)]);
    await clock.advance(1000);
    await done;
    expect(out.at(-1)?.frame).toBe('a0#19');
    const framesAt = new Map<number, number>();
    for (const o of out.slice(9)) framesAt.set(o.at, (framesAt.get(o.at) ?? 0) + 1);
    const [firstStep, ...steps] = [...framesAt.entries()];
    const [first, topUp] = firstStep ?? [0, 0];
    // The reply's lane comes up within a step, and tops the lead up to 160 ms again...
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(60);
    expect(topUp).toBe(first / 20);
    // ...then every 60 ms, three packets at a time (the last step sends what is left).
    expect(steps.map(([at]) => at)).toEqual(steps.map((_step, i) => first + 60 * (i + 1)));
    expect(steps.slice(0, -1).every(([, frames]) => frames === 3)).toBe(true);
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
