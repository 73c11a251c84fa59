import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCode } from '@shared/preferences';
import { encodeOpusPackets } from '../../server/src/audio/opus';
import { sine } from '../support/test-signals';
import { languagePacks } from '../../server/src/providers/ai/offline/language-packs';
import { listeningPacks } from '../../server/src/providers/ai/offline/listening/listening-packs';
import { createOfflineAiProvider } from '../../server/src/providers/ai/offline/offline-provider';
import { type RealtimeTestApp, RealtimeTestClient, startRealtimeApp, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

const speech = encodeOpusPackets(sine({ rate: 48_000, hz: 180, ms: 1500, amplitude: 6000 }), 48_000);
/** The reply's closing question is one of the language's own, general or about what was named. */
const endsInLanguage = (reply: string, language: LanguageCode) => {
  const listening = listeningPacks[language];
  const about = [...listening.personQuestions, ...listening.situationQuestions].map((q) => new RegExp(`${q.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(the|with)\\?\}/g, '.+')}$`, 'u'));
  return languagePacks[language].questions.some((q) => reply.endsWith(q)) || about.some((q) => q.test(reply));
};

describe('the reply follows the language the person writes in (offline companion)', () => {
  const t = useRealtimeApp(() => ({ ai: createOfflineAiProvider() }));

  async function textSession(preferredLanguage: LanguageCode) {
    const user = await createSignedInUser(t, { notificationPreferences: { preferredLanguage } });
    return (await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' })).client;
  }

  it('answers a Spanish message in Spanish when the profile says English, and keeps Spanish for a short "ok"', async () => {
    const client = await textSession('en');
    await client.sendNextText('Estoy muy cansada y no puedo dormir', 'first-message');
    const first = await client.next('response.done');
    expect(endsInLanguage(first.text, 'es')).toBe(true);
    expect(first.text).toMatch(/cansancio|energía|descansar/);
    await client.sendNextText('ok', 'second-message');
    const second = await client.next('response.done');
    expect(endsInLanguage(second.text, 'es')).toBe(true);
    client.close();
  });

  it('answers an English message in English when the profile says Spanish, and in Spanish when unsure', async () => {
    const client = await textSession('es');
    client.send({ type: 'text.send', text: 'What could I try tonight to calm down?' });
    const reply = await client.next('response.done');
    expect(endsInLanguage(reply.text, 'en')).toBe(true);
    expect(reply.text).toMatch(/4-7-8|walk|write down|warm|5-4-3-2-1/);
    client.close();

    const unsure = await textSession('es');
    unsure.send({ type: 'text.send', text: 'ok' });
    expect(endsInLanguage((await unsure.next('response.done')).text, 'es')).toBe(true);
    unsure.close();
  });
});

describe('the spoken reply takes the voice of the language spoken', () => {
  const ai = new ScriptedAiProvider();
  let t: RealtimeTestApp;
  beforeAll(async () => {
    // An AI service is configured (never called: the scripted provider answers), so speech in any language is understood.
    t = await startRealtimeApp({ ai, env: { AI_BASE_URL: 'http://127.0.0.1:9/v1' } });
  });
  afterAll(() => t.close());

  async function speakTo(preferredLanguage: LanguageCode, transcript: string) {
    ai.options = { transcripts: [transcript], reply: 'Uno. Dos.', packetsPerSentence: 2 };
    const user = await createSignedInUser(t, { notificationPreferences: { preferredLanguage } });
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'voice' });
    const synthesesBefore = ai.syntheses.length;
    client.speak(1, speech);
    await client.next('response.done');
    client.close();
    return { request: ai.replies.at(-1), voices: ai.syntheses.slice(synthesesBefore).map((s) => s.language) };
  }

  it('speaks Spanish to Spanish speech with an English profile', async () => {
    const { request, voices } = await speakTo('en', 'Últimamente estoy muy estresada en el trabajo y no duermo bien');
    expect(request?.language).toBe('es');
    expect(request?.messages[0]?.content).toContain('when unsure, in Español');
    expect(voices).toEqual(['es', 'es']);
  });

  it('speaks English to English speech with a Spanish profile', async () => {
    const { request, voices } = await speakTo('es', 'I have been feeling really stressed about work lately');
    expect(request?.language).toBe('en');
    expect(voices).toEqual(['en', 'en']);
  });
});
