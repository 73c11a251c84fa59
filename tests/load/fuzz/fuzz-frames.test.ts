import { describe, expect, it } from 'vitest';
import { readAudioFrameHeader, emptyAudioFrameHeader } from '@shared/protocol/audio-frame';
import { parseClientMessage } from '@shared/protocol/parse';
import { fuzzFrame, validMessage, type FrameKind } from './socket-frames';
import { mutateValue, sampleValue, seededRng } from './schema-values';

describe('socket fuzz frames', () => {
  it('draws plausible messages the protocol accepts, and every kind of broken frame', () => {
    const rng = seededRng(7);
    const state = { sessionIds: ['5f0c8a2e-3b1d-4c6e-9a7f-2d4b6c8e0a1f'], utteranceId: 0 };
    let accepted = 0;
    for (let i = 0; i < 300; i++) if (parseClientMessage(JSON.stringify(validMessage(rng, state))).ok) accepted++;
    // Titles and texts are drawn at random lengths; nearly all must pass the real schema.
    expect(accepted).toBeGreaterThan(280);
    const kinds = new Set<FrameKind>();
    for (let i = 0; i < 3000; i++) kinds.add(fuzzFrame(rng, state).kind);
    expect([...kinds].sort()).toEqual(
      ['audio', 'garbage_binary', 'garbage_text', 'mutated', 'oversize_binary', 'oversize_text', 'truncated_audio', 'truncated_json', 'valid'].sort(),
    );
  });

  it('makes audio frames with a readable header, and repeats a run from its seed', () => {
    const state = { sessionIds: [], utteranceId: 3 };
    const header = emptyAudioFrameHeader();
    const rng = seededRng(11);
    const audio = Array.from({ length: 200 }, () => fuzzFrame(rng, state)).find((f) => f.kind === 'audio');
    expect(audio && typeof audio.data !== 'string' && readAudioFrameHeader(audio.data, header)).toBe(true);
    const run = (seed: number) => {
      const seeded = seededRng(seed);
      return Array.from({ length: 20 }, () => JSON.stringify(fuzzFrame(seeded, { sessionIds: [], utteranceId: 0 }).data));
    };
    expect(run(3)).toEqual(run(3));
    expect(run(3)).not.toEqual(run(4));
  });

  it('samples a JSON Schema object with its required fields, and mutation breaks it', () => {
    const rng = seededRng(1);
    const schema = { type: 'object', properties: { email: { type: 'string', format: 'email' }, n: { type: 'integer', minimum: 1, maximum: 5 } }, required: ['email', 'n'] };
    const value = sampleValue(schema, rng) as { email: string; n: number };
    expect(value.email).toMatch(/@/);
    expect(value.n).toBeGreaterThanOrEqual(1);
    expect(value.n).toBeLessThanOrEqual(5);
    const broken = Array.from({ length: 20 }, () => JSON.stringify(mutateValue(value, rng)));
    expect(broken.filter((b) => b !== JSON.stringify(value)).length).toBeGreaterThan(15);
  });
});
