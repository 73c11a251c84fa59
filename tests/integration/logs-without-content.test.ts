import { describe, expect, it } from 'vitest';
import { encodeOpusPackets } from '../../server/src/audio/opus';
import { sine } from '../support/test-signals';
import type { AiProvider } from '../../server/src/providers/ai/ai-provider';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

// What the person says and what is said back: none of it may reach a log line.
const TEXT = 'My neighbour Ottoline keeps borrowing my marmalade spoons';
const FAILING_TEXT = 'The lighthouse keeper from Wexford never wrote back';
const TRANSCRIPT = 'I dreamt about the periwinkle caravan again';
const REPLY = 'Those borrowed spoons sound like a quiet frustration';
const NOTE = 'Felt wobbly after the tangerine committee meeting';
const SUMMARY = 'They talked about spoons and a caravan dream';
const MEMORY = 'Has a neighbour called Ottoline';
const speech = encodeOpusPackets(sine({ rate: 48_000, hz: 180, ms: 1200, amplitude: 6000 }), 48_000);

/**
 * The scripted provider as an online one (with its own moderation), whose failures quote what they
 * were given, as some services' error messages do.
 */
function echoingProvider(scripted: ScriptedAiProvider): AiProvider & { failing: boolean } {
  const provider = {
    mode: 'openai' as const,
    failing: false,
    transcriptionInput: scripted.transcriptionInput,
    transcribe: (input: Parameters<AiProvider['transcribe']>[0]) => scripted.transcribe(input),
    streamReply: (request: Parameters<AiProvider['streamReply']>[0]) => {
      if (!provider.failing) return scripted.streamReply(request);
      const last = request.messages.at(-1)?.content ?? '';
      const refused: AsyncIterable<string> = {
        [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error(`Invalid request: the message "${last}" could not be answered`)) }),
      };
      return refused;
    },
    synthesize: (input: Parameters<AiProvider['synthesize']>[0]) => scripted.synthesize(input),
    moderate: async ({ text }: { text: string }) => {
      if (provider.failing) throw new Error(`Moderation rejected input: ${text}`);
      return { flagged: false, categories: [] };
    },
    completeJson: (request: Parameters<AiProvider['completeJson']>[0]) => scripted.completeJson(request),
  };
  return provider;
}

describe('logs at the most verbose level never hold what the person said', () => {
  const lines: string[] = [];
  const scripted = new ScriptedAiProvider({ reply: REPLY, transcripts: [TRANSCRIPT], summary: { summary: SUMMARY, memories: [MEMORY] } });
  const ai = echoingProvider(scripted);
  const t = useRealtimeApp(() => ({ ai, env: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => void lines.push(line) } }));

  it('a text turn, a voice turn, a failed turn, a memory and a check-in note leave no trace of their words', async () => {
    const user = await createSignedInUser(t, { notificationPreferences: { preferredLanguage: 'en' } });

    const text = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    text.client.send({ type: 'text.send', text: TEXT });
    expect((await text.client.next('response.done')).text).toBe(REPLY);
    ai.failing = true;
    text.client.send({ type: 'text.send', text: FAILING_TEXT });
    await text.client.next('response.done');
    ai.failing = false;
    text.client.send({ type: 'session.end' });
    await text.client.next('session.ended');
    text.client.close();

    const voice = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'voice' });
    voice.client.speak(1, speech);
    expect((await voice.client.next('transcript.user')).text).toBe(TRANSCRIPT);
    await voice.client.next('response.done');
    voice.client.send({ type: 'session.end' });
    await voice.client.next('session.ended');
    voice.client.close();

    const checkIn = await user.client.post('/api/mood/entries', { emotions: ['Sad'], energyLevel: 3, stressLevel: 3, sleepQuality: 3, notes: NOTE });
    expect(checkIn.statusCode).toBe(201);
    const facts = () => t.db.selectFrom('user_memories').select('fact').where('user_id', '=', user.id).execute();
    // Both sessions' summaries are written (each rewrites the memories), so the memory deleted is one that stays.
    const summarised = () =>
      t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).where('ai_summary', 'is not', null).execute();
    await expect.poll(async () => (await summarised()).length, { timeout: 10_000 }).toBe(2);
    await expect.poll(async () => (await facts()).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const memories = (await user.client.get('/api/privacy/memories')).json<{ memories: { id: string }[] }>().memories;
    expect((await user.client.delete(`/api/privacy/memories/${memories[0]?.id}`)).statusCode).toBe(200);
    await t.app.close();

    const log = lines.join('');
    // The logs were on: requests and the failed turn were written.
    expect(log).toContain('/api/mood/entries');
    expect(log).toContain('reply failed');
    const secrets = [TEXT, FAILING_TEXT, TRANSCRIPT, REPLY, NOTE, SUMMARY, MEMORY];
    for (const secret of secrets) {
      // A few distinctive words of each, in case a line holds only part of it.
      for (const word of secret.split(' ').filter((w) => w.length >= 8)) expect(log, `${word} (from "${secret}")`).not.toContain(word);
    }
    const audio = Buffer.concat(speech);
    for (const packet of speech.slice(0, 10)) expect(log).not.toContain(Buffer.from(packet).toString('base64').slice(0, 24));
    expect(log).not.toContain(audio.toString('base64').slice(0, 40));
    expect(log).not.toContain(audio.toString('hex').slice(0, 40));
  });
});
