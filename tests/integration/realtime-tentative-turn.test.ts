import { beforeEach, describe, expect, it } from 'vitest';
import { PAUSE_AFTER_SILENCE_MS, REPLY_AFTER_SILENCE_MS } from '@shared/protocol/turn-taking';
import { PROTOCOL_VERSION } from '@shared/protocol/version';
import { encodeOpusPackets } from '../../server/src/audio/opus';
import { sine } from '../support/test-signals';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';
import { createManualClock } from '../support/manual-clock';

const REPLY = 'That sounds exhausting. What would help you rest tonight?';
/** 1 s of speech, then 300 ms more of it: Opus at 48 kHz, 20 ms packets. */
const first = encodeOpusPackets(sine({ rate: 48_000, hz: 180, ms: 1000, amplitude: 6000 }), 48_000);
const more = encodeOpusPackets(sine({ rate: 48_000, hz: 200, ms: 600, amplitude: 6000 }), 48_000);

describe('tentative turns: started at a pause, held until the commit', () => {
  const ai = new ScriptedAiProvider();
  const t = useRealtimeApp(() => ({ ai }));
  beforeEach(() => {
    ai.options = { reply: REPLY, packetsPerSentence: 5 };
  });

  async function voiceClient() {
    const user = await createSignedInUser(t);
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'voice' });
    return { user, client, ready };
  }
  const messages = (sessionId: string) =>
    t.db.selectFrom('session_messages').select(['role', 'content']).where('session_id', '=', sessionId).orderBy('ordinal').execute();
  /** Utterance 1: `first`, then a pause (a held turn starts). */
  const speakThenPause = (client: RealtimeTestClient) => {
    client.send({ type: 'input_audio.start', utteranceId: 1 });
    client.sendAudio(1, first);
    client.send({ type: 'input_audio.pause', utteranceId: 1, pause: 1 });
  };
  /** After the pause: `more` (after a resume, when the client heard it as speech), then the commit. */
  const speakOnAndCommit = (client: RealtimeTestClient, options: { resume: boolean }) => {
    if (options.resume) client.send({ type: 'input_audio.resume', utteranceId: 1 });
    client.sendAudio(1, more, first.length);
    client.send({ type: 'input_audio.commit', utteranceId: 1 });
  };
  const turnEvents = (client: RealtimeTestClient) =>
    client.arrivals.filter((a) => a.startsWith('audio:') || ['transcript.user', 'response.text.delta', 'response.done', 'input_audio.dropped', 'error'].includes(a));

  it('prepares the reply at the pause, says and saves nothing until the commit, then sends it as one turn', async () => {
    const { client, ready } = await voiceClient();
    const syntheses = ai.syntheses.length;
    speakThenPause(client);
    // The reply is written and spoken while held.
    await client.until(() => ai.syntheses.length > syntheses);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(turnEvents(client)).toEqual([]);
    expect(await messages(ready.sessionId)).toEqual([]);

    client.sendAudio(1, first.slice(0, 5), first.length); // the silence before the commit
    client.send({ type: 'input_audio.commit', utteranceId: 1 });
    const heard = await client.next('transcript.user');
    const done = await client.next('response.done');
    expect(done.text).toBe(REPLY);
    expect(client.arrivals.indexOf('transcript.user')).toBeLessThan(client.arrivals.indexOf('audio:0:0'));
    // Transcribed once, from the audio up to the pause.
    expect(ai.transcriptions.at(-1)).toEqual({ samples: 1000 * 16, sampleRate: 16_000 });
    expect(await messages(ready.sessionId)).toEqual([
      { role: 'user', content: heard.text },
      { role: 'assistant', content: REPLY },
    ]);
    client.close();
  });

  it('drops the held turn when the person speaks on, and answers the whole utterance once', async () => {
    const { client, ready } = await voiceClient();
    ai.options = { ...ai.options, transcripts: ['I have been feeling', 'I have been feeling really tired lately.'], packetDelayMs: 20 };
    const transcriptions = ai.transcriptions.length;
    const replies = ai.replies.length;
    speakThenPause(client);
    await client.until(() => ai.replies.length > replies);
    speakOnAndCommit(client, { resume: true });
    const done = await client.next('response.done');

    expect(ai.transcriptions.slice(transcriptions)).toEqual([
      { samples: 1000 * 16, sampleRate: 16_000 },
      { samples: 1600 * 16, sampleRate: 16_000 },
    ]);
    expect(client.ofType('transcript.user').map((e) => e.text)).toEqual(['I have been feeling really tired lately.']);
    expect(client.ofType('response.done')).toHaveLength(1);
    expect(client.ofType('response.cancelled')).toEqual([]);
    expect(client.audio.every((a) => a.streamId === done.turnId)).toBe(true);
    // The reply was asked with the words said once: the held turn's message was taken back.
    const asked = ai.replies.at(-1)?.messages.filter((m) => m.role === 'user').map((m) => m.content);
    expect(asked?.filter((m) => m.includes('I have been feeling'))).toEqual(['I have been feeling really tired lately.']);
    expect(await messages(ready.sessionId)).toEqual([
      { role: 'user', content: 'I have been feeling really tired lately.' },
      { role: 'assistant', content: REPLY },
    ]);
    client.close();
  });

  it('gives crisis lines once, for the turn that was said, not for the one the person spoke on from', async () => {
    const { client, user } = await voiceClient();
    ai.options = { ...ai.options, transcripts: ['I want to kill myself', 'I want to kill myself, I cannot go on.'] };
    const transcriptions = ai.transcriptions.length;
    speakThenPause(client);
    await client.until(() => ai.transcriptions.length > transcriptions);
    // Long enough for the held turn's safety check to flag it.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(client.ofType('crisis.resources')).toEqual([]);
    speakOnAndCommit(client, { resume: true });
    await client.next('response.done');
    expect(client.ofType('crisis.resources')).toHaveLength(1);
    const referrals = await t.db.selectFrom('crisis_referrals').select('surface').where('user_id', '=', user.id).execute();
    expect(referrals).toEqual([{ surface: 'voice' }]);
    client.close();
  });

  it('answers the whole utterance when more than silence came after the pause without a resume', async () => {
    const { client, ready } = await voiceClient();
    ai.options = { ...ai.options, transcripts: ['I have been feeling', 'I have been feeling, and I do not know.'] };
    const transcriptions = ai.transcriptions.length;
    speakThenPause(client);
    await client.until(() => ai.transcriptions.length > transcriptions);
    // 1.2 s more of quiet speech the client did not call speech (no resume): longer than the silence that ends a turn.
    client.sendAudio(1, [...more, ...more], first.length);
    client.send({ type: 'input_audio.commit', utteranceId: 1 });
    await client.next('response.done');
    expect(ai.transcriptions.slice(transcriptions).map((t) => t.samples)).toEqual([1000 * 16, 2200 * 16]);
    expect(client.ofType('transcript.user').map((e) => e.text)).toEqual(['I have been feeling, and I do not know.']);
    expect((await messages(ready.sessionId)).filter((m) => m.role === 'user')).toHaveLength(1);
    client.close();
  });

  it('holds no turn for a pause too early to answer, and answers at the commit', async () => {
    const { client } = await voiceClient();
    const transcriptions = ai.transcriptions.length;
    client.send({ type: 'input_audio.start', utteranceId: 1 });
    client.sendAudio(1, first.slice(0, 10)); // 200 ms: under the 500 ms a recording needs
    client.send({ type: 'input_audio.pause', utteranceId: 1, pause: 1 });
    client.sendAudio(1, first.slice(10), 10);
    client.send({ type: 'input_audio.commit', utteranceId: 1 });
    expect((await client.next('response.done')).text).toBe(REPLY);
    expect(ai.transcriptions.slice(transcriptions).map((t) => t.samples)).toEqual([1000 * 16]);
    expect(client.ofType('input_audio.dropped')).toEqual([]);
    client.close();
  });

  it('tells of a held turn too short to answer only once it is committed', async () => {
    const { client } = await voiceClient();
    ai.options = { ...ai.options, transcripts: ['um'] };
    speakThenPause(client);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(turnEvents(client)).toEqual([]);
    client.send({ type: 'input_audio.commit', utteranceId: 1 });
    expect(await client.next('input_audio.dropped')).toMatchObject({ utteranceId: 1, reason: 'transcript_too_short' });
    client.close();
  });

  it('refuses a pause or resume for an utterance that is not open, and the session goes on', async () => {
    const { client } = await voiceClient();
    client.send({ type: 'input_audio.pause', utteranceId: 7, pause: 1 });
    expect(await client.next('error')).toMatchObject({ code: 'invalid_state' });
    client.send({ type: 'input_audio.resume', utteranceId: 7 });
    expect(await client.next('error')).toMatchObject({ code: 'invalid_state' });
    client.speak(8, first);
    expect((await client.next('response.done')).text).toBe(REPLY);
    client.close();
  });

  it('refuses a client of the protocol before tentative turns, saying to reload', async () => {
    const user = await createSignedInUser(t);
    const client = await RealtimeTestClient.connect(t.url, user.accessToken);
    client.send({ type: 'session.start', protocolVersion: PROTOCOL_VERSION - 1, mode: 'voice' });
    expect(await client.next('error')).toMatchObject({ code: 'incompatible_protocol', message: expect.stringMatching(/reload/i) });
    client.close();
  });
});

describe('the end of turn judged at the pause', () => {
  const ai = new ScriptedAiProvider();
  const clock = createManualClock();
  const t = useRealtimeApp(() => ({ ai, clock }));

  async function pausedCall(transcript: string) {
    ai.options = { reply: REPLY, packetsPerSentence: 2, transcripts: [transcript] };
    const user = await createSignedInUser(t);
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'voice' });
    client.send({ type: 'input_audio.start', utteranceId: 1 });
    client.sendAudio(1, first);
    client.send({ type: 'input_audio.pause', utteranceId: 1, pause: 1 });
    return client;
  }

  it('tells the client at once: sooner after a finished sentence, later after a trailing one', async () => {
    const finished = await pausedCall('I have been feeling really tired lately.');
    expect(await finished.next('input_audio.end_of_turn')).toMatchObject({ utteranceId: 1, pause: 1, silenceMs: 384 });
    finished.close();
    const trailing = await pausedCall('I have been feeling really tired and');
    expect(await trailing.next('input_audio.end_of_turn')).toMatchObject({ utteranceId: 1, silenceMs: 1200 });
    trailing.close();
  });

  it('transcribes at the pause but asks for the reply only once the silence would reach the reply threshold', async () => {
    const replies = ai.replies.length;
    const client = await pausedCall('I have been feeling really tired lately.');
    await client.next('input_audio.end_of_turn');
    const gateMs = REPLY_AFTER_SILENCE_MS - PAUSE_AFTER_SILENCE_MS;
    await clock.advance(gateMs - 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ai.replies.length).toBe(replies);
    await clock.advance(1);
    await client.until(() => ai.replies.length > replies);
    client.send({ type: 'input_audio.commit', utteranceId: 1 });
    expect((await client.next('response.done')).text).toBe(REPLY);
    client.close();
  });

  it('asks for the reply of a sentence that trails off as much later as its turn ends, and keeps the held turn through that silence', async () => {
    const transcriptions = ai.transcriptions.length;
    const replies = ai.replies.length;
    const client = await pausedCall('I have been feeling really tired and');
    await client.next('input_audio.end_of_turn');
    // Asked once the silence would reach 256 ms + (1,200 - 600) ms.
    await clock.advance(REPLY_AFTER_SILENCE_MS + 600 - PAUSE_AFTER_SILENCE_MS - 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ai.replies.length).toBe(replies);
    await clock.advance(1);
    await client.until(() => ai.replies.length > replies);
    // The client waits out 1.2 s of silence: 1.1 s more of audio after the pause, no speech in it.
    client.sendAudio(1, [...more, ...more.slice(0, 25)], first.length);
    client.send({ type: 'input_audio.commit', utteranceId: 1 });
    expect(await client.next('transcript.user')).toMatchObject({ text: 'I have been feeling really tired and' });
    expect(ai.transcriptions.length - transcriptions).toBe(1);
    client.close();
  });

  it('uses the held turn when the judgment came too late to commit sooner (the client committed at the detector\'s end)', async () => {
    const transcriptions = ai.transcriptions.length;
    const client = await pausedCall('I have been feeling really tired lately.');
    await client.next('input_audio.end_of_turn');
    // 504 ms of silence after the pause: the detector's 600 ms, more than the judged 384.
    client.sendAudio(1, more.slice(0, 25), first.length);
    client.send({ type: 'input_audio.commit', utteranceId: 1 });
    await clock.advance(200);
    expect(await client.next('transcript.user')).toMatchObject({ text: 'I have been feeling really tired lately.' });
    expect(ai.transcriptions.length - transcriptions).toBe(1);
    client.close();
  });

  it('asks for the reply at once when the utterance is committed before the delay is out', async () => {
    const replies = ai.replies.length;
    const client = await pausedCall('I have been feeling really tired and');
    await client.next('input_audio.end_of_turn');
    client.send({ type: 'input_audio.commit', utteranceId: 1 });
    await client.until(() => ai.replies.length > replies);
    expect((await client.next('response.done')).text).toBe(REPLY);
    client.close();
  });
});
