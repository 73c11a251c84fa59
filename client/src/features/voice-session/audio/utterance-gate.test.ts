import { describe, expect, it } from 'vitest';
import type { OpusPacket } from './packet-ring';
import { UtteranceGate, type GateSettings, type UtteranceSummary } from './utterance-gate';

const settings: GateSettings = {
  preSpeechMs: 100,
  bargeInGuardMs: 300,
  maxUtteranceMs: 30_000,
  frameMs: 32,
  positiveSpeechThreshold: 0.5,
  negativeSpeechThreshold: 0.35,
  tentativeSilenceMs: 0,
};

function setup(overrides: Partial<GateSettings> = {}) {
  const log: string[] = [];
  const ends: UtteranceSummary[] = [];
  const gate = new UtteranceGate(
    { ...settings, ...overrides },
    {
      onUtteranceStart: () => log.push('start'),
      onPacket: (data) => log.push(`p${data[0]}`),
      onUtteranceEnd: (summary) => {
        ends.push(summary);
        log.push('end');
      },
      onMisfire: () => log.push('misfire'),
      onPause: () => log.push('pause'),
      onResume: () => log.push('resume'),
    },
  );
  let n = 0;
  const packets = (count: number) => {
    for (let i = 0; i < count; i += 1) {
      n += 1;
      const packet: OpusPacket = { data: new Uint8Array([n, 0, 0, 0]), timestampUs: n * 20_000, durationUs: 20_000 };
      gate.packet(packet);
    }
  };
  return { gate, log, ends, packets };
}

describe('UtteranceGate', () => {
  it('sends nothing while nobody speaks', () => {
    const { log, packets } = setup();
    packets(40);
    expect(log).toEqual([]);
  });

  it('sends the pre-speech packets first, then streams until speech ends', () => {
    const { gate, log, ends, packets } = setup();
    packets(8); // 160 ms of silence; the ring keeps the last 100 ms
    gate.speechStart();
    packets(2);
    gate.speechEnd();
    packets(3);
    expect(log).toEqual(['start', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10', 'end']);
    expect(ends).toEqual([{ durationMs: 140, bytes: 28, packets: 7, preSpeechPackets: 5 }]);
  });

  it('reports a misfire for a started utterance that was too short', () => {
    const { gate, log, packets } = setup();
    gate.speechStart();
    packets(2);
    gate.misfire();
    expect(log).toEqual(['start', 'p1', 'p2', 'misfire']);
  });

  it('starts each utterance afresh', () => {
    const { gate, ends, packets } = setup();
    packets(5);
    gate.speechStart();
    packets(10);
    gate.speechEnd();
    gate.speechStart();
    packets(1);
    gate.speechEnd();
    expect(ends.map((e) => [e.packets, e.preSpeechPackets])).toEqual([
      [15, 5],
      [1, 0],
    ]);
  });

  describe('while the companion speaks', () => {
    it('ignores speech shorter than the guard and sends nothing for it', () => {
      const { gate, log, packets } = setup();
      gate.setCompanionSpeaking(true);
      gate.speechStart();
      [0.9, 0.9, 0.9, 0.9].forEach((p) => gate.frame(p)); // 128 ms
      packets(6);
      gate.misfire();
      expect(log).toEqual([]);
    });

    it('counts speech once it has lasted the guard, losing none of it', () => {
      const { gate, log, packets } = setup({ preSpeechMs: 40 });
      packets(3);
      gate.setCompanionSpeaking(true);
      gate.speechStart();
      for (let i = 0; i < 9; i += 1) {
        packets(1);
        gate.frame(0.9);
      }
      expect(log).toEqual([]);
      gate.frame(0.9); // 10 frames of 32 ms: past the 300 ms guard
      expect(log).toEqual(['start', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10', 'p11', 'p12']);
      packets(1);
      expect(log.at(-1)).toBe('p13');
    });

    it('needs continuous speech: a quiet frame restarts the count', () => {
      const { gate, log } = setup();
      gate.setCompanionSpeaking(true);
      gate.speechStart();
      [0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.1].forEach((p) => gate.frame(p));
      [0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9].forEach((p) => gate.frame(p));
      expect(log).toEqual([]);
      [0.4, 0.9, 0.9].forEach((p) => gate.frame(p)); // in between the thresholds keeps the count
      expect(log).toEqual(['start']);
    });

    it('counts held speech at once when the companion stops talking', () => {
      const { gate, log, packets } = setup();
      gate.setCompanionSpeaking(true);
      gate.speechStart();
      packets(2);
      gate.setCompanionSpeaking(false);
      expect(log).toEqual(['start', 'p1', 'p2']);
    });

    it('applies no guard when it is set to 0', () => {
      const { gate, log } = setup({ bargeInGuardMs: 0 });
      gate.setCompanionSpeaking(true);
      gate.speechStart();
      expect(log).toEqual(['start']);
    });
  });

  it('splits an utterance that grows past the maximum', () => {
    const { gate, log, ends, packets } = setup({ maxUtteranceMs: 100 });
    gate.speechStart();
    packets(7);
    gate.speechEnd();
    expect(log).toEqual(['start', 'p1', 'p2', 'p3', 'p4', 'p5', 'end', 'start', 'p6', 'p7', 'end']);
    expect(ends.map((e) => e.durationMs)).toEqual([100, 40]);
  });

  it('forgets held audio on reset', () => {
    const { gate, log, packets } = setup();
    packets(5);
    gate.reset();
    gate.speechStart();
    expect(log).toEqual(['start']);
  });
});

describe('UtteranceGate: the tentative end of turn', () => {
  const frames = (gate: UtteranceGate, probability: number, count: number) => {
    for (let i = 0; i < count; i += 1) gate.frame(probability);
  };

  it('pauses once after 256 ms of frames under the negative threshold, then commits at the detector\'s end', () => {
    const { gate, log } = setup({ tentativeSilenceMs: 256 });
    gate.speechStart();
    frames(gate, 0.9, 20);
    frames(gate, 0.1, 7);
    expect(log).not.toContain('pause');
    frames(gate, 0.1, 1);
    frames(gate, 0.1, 10);
    gate.speechEnd();
    expect(log.filter((e) => e === 'pause' || e === 'resume' || e === 'end')).toEqual(['pause', 'end']);
  });

  it('resumes when speech comes back, and pauses again at the next silence', () => {
    const { gate, log } = setup({ tentativeSilenceMs: 256 });
    gate.speechStart();
    frames(gate, 0.9, 10);
    frames(gate, 0.1, 8);
    frames(gate, 0.9, 1);
    frames(gate, 0.1, 8);
    gate.speechEnd();
    expect(log.filter((e) => ['pause', 'resume', 'end'].includes(e))).toEqual(['pause', 'resume', 'pause', 'end']);
  });

  it('counts neither speech nor silence between the thresholds, as the detector does', () => {
    const { gate, log } = setup({ tentativeSilenceMs: 256 });
    gate.speechStart();
    frames(gate, 0.1, 5);
    frames(gate, 0.4, 20);
    frames(gate, 0.1, 2);
    expect(log).not.toContain('pause');
    frames(gate, 0.1, 1);
    expect(log).toContain('pause');
    frames(gate, 0.45, 5);
    expect(log).not.toContain('resume');
  });

  it('takes the pause back when the utterance turns out to be a misfire', () => {
    const { gate, log } = setup({ tentativeSilenceMs: 256 });
    gate.speechStart();
    frames(gate, 0.1, 8);
    gate.misfire();
    expect(log.filter((e) => ['pause', 'resume', 'misfire'].includes(e))).toEqual(['pause', 'resume', 'misfire']);
  });

  it('never pauses when the tentative silence is 0, or before the utterance is streaming', () => {
    const off = setup({ tentativeSilenceMs: 0 });
    off.gate.speechStart();
    frames(off.gate, 0.1, 50);
    expect(off.log).not.toContain('pause');

    const guarded = setup({ tentativeSilenceMs: 256 });
    guarded.gate.setCompanionSpeaking(true);
    guarded.gate.speechStart();
    frames(guarded.gate, 0.1, 20);
    expect(guarded.log).not.toContain('pause');
  });

  describe('the end of turn the server judged (endOfTurn)', () => {
    const events = (log: string[]) => log.filter((e) => ['start', 'pause', 'resume', 'end', 'misfire'].includes(e));
    /** Speech, a pause at 96 ms of silence, and the server's judgment: end after `silenceMs`. */
    const judged = (silenceMs: number) => {
      const paused = setup({ tentativeSilenceMs: 96 });
      paused.gate.speechStart();
      frames(paused.gate, 0.9, 4);
      frames(paused.gate, 0.1, 3);
      paused.gate.endOfTurn(silenceMs);
      return paused;
    };

    it('ends the utterance sooner than the detector after a finished sentence', () => {
      const { gate, log } = setup({ tentativeSilenceMs: 96 });
      gate.speechStart();
      frames(gate, 0.9, 10);
      frames(gate, 0.1, 3); // 96 ms: pause
      gate.endOfTurn(384);
      frames(gate, 0.1, 8);
      expect(events(log)).toEqual(['start', 'pause']);
      frames(gate, 0.1, 1); // 384 ms of silence
      expect(events(log)).toEqual(['start', 'pause', 'end']);
      gate.speechEnd(); // the detector's own end, later: nothing more
      expect(events(log)).toEqual(['start', 'pause', 'end']);
    });

    it('ends at once when the silence is already past what the server asks', () => {
      const { gate, log } = setup({ tentativeSilenceMs: 96 });
      gate.speechStart();
      frames(gate, 0.9, 2);
      frames(gate, 0.1, 14); // 448 ms
      gate.endOfTurn(384);
      expect(events(log)).toEqual(['start', 'pause', 'end']);
    });

    it('outlives the detector after a trailing word, and takes the person speaking on as the same utterance', () => {
      const { gate, log, ends, packets } = setup({ tentativeSilenceMs: 96 });
      gate.speechStart();
      packets(10);
      frames(gate, 0.1, 3);
      gate.endOfTurn(1200);
      frames(gate, 0.1, 16); // 608 ms: the detector ends its segment
      gate.speechEnd();
      packets(5);
      expect(events(log)).toEqual(['start', 'pause']);
      gate.speechStart(); // speech again at 700 ms: the detector's new segment
      frames(gate, 0.9, 5);
      packets(5);
      frames(gate, 0.1, 19);
      gate.speechEnd();
      expect(events(log)).toEqual(['start', 'pause', 'resume', 'pause', 'end']);
      expect(ends).toHaveLength(1);
      expect(ends[0]?.packets).toBe(20);
    });

    it('ends an outliving utterance once the longer silence is reached', () => {
      const { gate, log } = judged(1200);
      frames(gate, 0.1, 16);
      gate.speechEnd();
      frames(gate, 0.1, 18);
      expect(events(log)).toEqual(['start', 'pause']);
      frames(gate, 0.1, 1); // 1,216 ms
      expect(events(log)).toEqual(['start', 'pause', 'end']);
    });

    it('keeps an outliving utterance through a short sound after it, then ends it as the detector would have', () => {
      const { gate, log } = judged(1200);
      frames(gate, 0.1, 16);
      gate.speechEnd();
      gate.speechStart(); // a cough the detector drops
      frames(gate, 0.9, 2);
      gate.misfire();
      frames(gate, 0.1, 18);
      expect(events(log)).toEqual(['start', 'pause', 'resume', 'pause']);
      frames(gate, 0.1, 1); // 608 ms after the cough
      expect(events(log)).toEqual(['start', 'pause', 'resume', 'pause', 'end']);
    });

    it('forgets the judgment when the person speaks on: the detector decides again', () => {
      const { gate, log } = judged(384);
      frames(gate, 0.9, 1);
      frames(gate, 0.1, 15);
      expect(events(log)).toEqual(['start', 'pause', 'resume', 'pause']);
      gate.speechEnd();
      expect(events(log)).toEqual(['start', 'pause', 'resume', 'pause', 'end']);
    });

    it('starts a new utterance for speech in the detector segment whose utterance ended sooner, once it lasts the guard', () => {
      const { gate, log, ends, packets } = setup({ tentativeSilenceMs: 96 });
      gate.speechStart();
      packets(4);
      frames(gate, 0.1, 3);
      gate.endOfTurn(384);
      frames(gate, 0.1, 9);
      packets(3);
      frames(gate, 0.9, 9); // the same detector segment (no speechStart): 288 ms, under the guard
      packets(2);
      expect(events(log)).toEqual(['start', 'pause', 'end']);
      frames(gate, 0.9, 1);
      gate.speechEnd();
      expect(events(log)).toEqual(['start', 'pause', 'end', 'start', 'end']);
      expect(ends.map((e) => [e.packets, e.preSpeechPackets])).toEqual([
        [4, 0],
        [5, 3],
      ]);
    });

    it('sends nothing for a click in the detector segment after the utterance ended sooner', () => {
      const { gate, log } = judged(384);
      frames(gate, 0.1, 9);
      frames(gate, 0.9, 1);
      frames(gate, 0.1, 5);
      gate.speechEnd();
      expect(events(log)).toEqual(['start', 'pause', 'end']);
    });

    it('ends an outliving utterance when the microphone goes off, which the detector no longer can', () => {
      const { gate, log } = judged(1200);
      frames(gate, 0.1, 16);
      gate.speechEnd();
      gate.reset();
      expect(events(log)).toEqual(['start', 'pause', 'end']);
    });

    it('ignores a judgment for an utterance that is not paused', () => {
      const { gate, log } = setup({ tentativeSilenceMs: 96 });
      gate.endOfTurn(0);
      gate.speechStart();
      frames(gate, 0.9, 4);
      gate.endOfTurn(0);
      expect(events(log)).toEqual(['start']);
    });
  });
});
