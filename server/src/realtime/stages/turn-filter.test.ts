import { describe, expect, it } from 'vitest';
import { collect, from, turnContext } from '../../../../tests/support/app/stage-harness';
import { RecordedSpeech } from '../../audio/recorded-speech';
import type { Utterance } from './stage';
import { createRecordingFilter, createTranscriptFilter, isRecordingLongEnough, isTranscriptMeaningful } from './turn-filter';

const utterance = (id: number, bytes: number, durationMs: number): Utterance => ({ utteranceId: id, speech: new RecordedSpeech(), bytes, durationMs });

describe('turn filter (SPEC section 5)', () => {
  it('drops recordings under 2048 bytes or under 500 ms', () => {
    expect(isRecordingLongEnough({ bytes: 2048, durationMs: 500 })).toBe(true);
    expect(isRecordingLongEnough({ bytes: 2047, durationMs: 5000 })).toBe(false);
    expect(isRecordingLongEnough({ bytes: 90_000, durationMs: 480 })).toBe(false);
  });

  it('drops transcripts under 6 characters or made of punctuation only', () => {
    expect(isTranscriptMeaningful('I feel sad')).toBe(true);
    expect(isTranscriptMeaningful('  hello ')).toBe(false);
    expect(isTranscriptMeaningful('......!!!')).toBe(false);
    expect(isTranscriptMeaningful('¿¡…?! —')).toBe(false);
    expect(isTranscriptMeaningful('我今天很难过啊')).toBe(true);
    expect(isTranscriptMeaningful('ok ok!')).toBe(true);
  });

  it('passes the rest on and reports each drop (stages)', async () => {
    const dropped: number[] = [];
    const kept = await collect(
      createRecordingFilter((id) => dropped.push(id))(from([utterance(1, 100, 900), utterance(2, 4000, 900)]), turnContext()),
    );
    expect(kept.map((u) => u.utteranceId)).toEqual([2]);
    const texts = await collect(
      createTranscriptFilter((id) => dropped.push(id))(
        from([{ utteranceId: 3, text: ' ... ' }, { utteranceId: 4, text: '  I cannot sleep.  ' }]),
        turnContext(),
      ),
    );
    expect(texts).toEqual([{ utteranceId: 4, text: 'I cannot sleep.' }]);
    expect(dropped).toEqual([1, 3]);
  });
});
