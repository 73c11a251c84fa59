import { describe, expect, it } from 'vitest';
import { ScriptedAiProvider } from '../../../../tests/support/app/scripted-ai-provider';
import { collect, from, turnContext } from '../../../../tests/support/app/stage-harness';
import { RecordedSpeech } from '../../audio/recorded-speech';
import { encodeOpusPackets } from '../../audio/opus';
import { createManualClock } from '../../../../tests/support/manual-clock';
import type { AiProvider } from '../../providers/ai/ai-provider';
import type { Utterance } from './stage';
import { TurnError } from './stage';
import { createTranscribeStage } from './transcribe';

const utterance: Utterance = {
  utteranceId: 4,
  speech: RecordedSpeech.of(encodeOpusPackets(new Int16Array(700 * 48), 48_000)),
  bytes: 4000,
  durationMs: 700,
};

describe('transcribe stage', () => {
  it('hands the provider the 16 kHz speech and yields its text', async () => {
    const ai = new ScriptedAiProvider({ transcripts: ['I feel overwhelmed'] });
    const stage = createTranscribeStage({ ai, language: 'en', timeoutMs: 1000 });
    expect(await collect(stage(from([utterance]), turnContext()))).toEqual([{ utteranceId: 4, text: 'I feel overwhelmed' }]);
    expect(ai.transcriptions).toEqual([{ samples: 11_200, sampleRate: 16_000 }]);
  });

  it('reports missing speech recognition as stt_unavailable, other failures as provider_failed', async () => {
    const unavailable = createTranscribeStage({ ai: new ScriptedAiProvider({ failTranscription: 'unavailable' }), language: 'en', timeoutMs: 1000 });
    await expect(collect(unavailable(from([utterance]), turnContext()))).rejects.toMatchObject({ code: 'stt_unavailable' });
    const broken = createTranscribeStage({ ai: new ScriptedAiProvider({ failTranscription: 'error' }), language: 'en', timeoutMs: 1000 });
    const failure = await collect(broken(from([utterance]), turnContext())).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TurnError);
    expect(failure).toMatchObject({ code: 'provider_failed', text: { key: 'session:messages.transcribeFailed' } });
  });

  it('gives up after the timeout on the server clock', async () => {
    const clock = createManualClock();
    const hanging = {
      transcribe: ({ signal }: { signal: AbortSignal }) =>
        new Promise<string>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error))),
    } as unknown as AiProvider;
    const result = collect(createTranscribeStage({ ai: hanging, language: 'en', timeoutMs: 3000 })(from([utterance]), turnContext({ clock })));
    const settled = result.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await clock.advance(2999);
    await clock.advance(1);
    expect(await settled).toMatchObject({ code: 'provider_failed' });
  });
});
