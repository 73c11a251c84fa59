import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeOpusPackets } from '../../server/src/audio/opus';
import { sine } from '../support/test-signals';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fakes/openai/fake-openai';
import { type RealtimeTestApp, RealtimeTestClient, startRealtimeApp, useRealtimeApp } from '../support/app/realtime-client';
import { asOnlineProvider, ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

const REPLY = 'That sounds hard. I am here with you.';
const speech = encodeOpusPackets(sine({ rate: 48_000, hz: 180, ms: 1500, amplitude: 6000 }), 48_000);

describe.each([
  ['the offline default', 'offline'],
  ['a provider whose moderation fails', 'failing'],
] as const)('crisis support in a session, with %s', (_label, kind) => {
  const scripted = new ScriptedAiProvider({ reply: REPLY });
  const ai =
    kind === 'offline' ? scripted : asOnlineProvider(scripted, () => Promise.reject(new Error('moderation is down')));
  const t = useRealtimeApp(() => ({ ai }));

  const referrals = (userId: string) =>
    t.db.selectFrom('crisis_referrals').select(['language', 'country', 'flagged_by', 'surface', 'category']).where('user_id', '=', userId).execute();

  it('a flagged text turn brings the lines of the time zone’s country, a reply naming one, and a referral without the text', async () => {
    const user = await createSignedInUser(t, { timezone: 'Europe/London' });
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    client.send({ type: 'text.send', text: "I don't want to be here anymore." });
    const crisis = await client.next('crisis.resources');
    const done = await client.next('response.done');
    expect(crisis.country).toBe('GB');
    expect(crisis.resources).toContainEqual(expect.objectContaining({ name: 'Samaritans', call: '116123' }));
    expect(crisis.resources).toContainEqual(expect.objectContaining({ name: 'Shout', text: '85258' }));
    expect(crisis.resources.some((r) => r.url === 'https://findahelpline.com')).toBe(true);
    expect(client.arrivals.indexOf('crisis.resources')).toBeLessThan(client.arrivals.indexOf('response.done'));
    if (kind === 'offline') {
      expect(done.text).toContain('Samaritans (call 116 123)');
    } else {
      // An online model is asked to name the line in its own words.
      const guidance = scripted.replies.at(-1)?.messages.at(-1);
      expect(guidance).toMatchObject({ role: 'system' });
      expect(guidance?.content).toContain('116 123');
      expect(done.text).toBe(REPLY);
    }
    expect(await referrals(user.id)).toEqual([{ language: 'en', country: 'GB', flagged_by: 'local', surface: 'chat', category: 'self-harm' }]);
    // The conversation goes on: the next message is answered as usual, without another referral.
    client.send({ type: 'text.send', text: 'Work was long today.' });
    await client.until(() => client.ofType('response.done').length === 2);
    expect(client.ofType('crisis.resources')).toHaveLength(1);
    client.close();
  });

  it('a flagged turn cut at once (stop, barge-in) still brings the lines and records the referral', async () => {
    const user = await createSignedInUser(t, { timezone: 'Europe/London' });
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    client.send({ type: 'text.send', text: "I don't want to be here anymore." });
    client.send({ type: 'response.cancel' });
    const crisis = await client.next('crisis.resources');
    expect(crisis.country).toBe('GB');
    expect(await referrals(user.id)).toHaveLength(1);
    // What they wrote is kept, whenever the stop came; nothing of the reply comes after the stop.
    expect((await client.next('transcript.user')).text).toBe("I don't want to be here anymore.");
    expect(await client.next('response.cancelled')).toMatchObject({ text: '' });
    expect(client.ofType('response.text.delta')).toEqual([]);
    client.close();
  });

  it('a flagged voice turn brings the lines of the time zone’s country in the language spoken', async () => {
    scripted.options = { reply: REPLY, transcripts: ['Ich will nicht mehr leben.'] };
    const user = await createSignedInUser(t, { timezone: 'Europe/Berlin', notificationPreferences: { preferredLanguage: 'de' } });
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'voice' });
    client.speak(1, speech);
    const crisis = await client.next('crisis.resources');
    const done = await client.next('response.done');
    expect(crisis.country).toBe('DE');
    expect(crisis.resources[0]).toMatchObject({ name: 'TelefonSeelsorge', call: '08001110111' });
    if (kind === 'offline') expect(done.text).toContain('0800 111 0 111');
    expect(await referrals(user.id)).toEqual([{ language: 'de', country: 'DE', flagged_by: 'local', surface: 'voice', category: 'self-harm' }]);
    scripted.options = { reply: REPLY };
    client.close();
  });

  it('with no country in the time zone, the international fallback and the lines of the language', async () => {
    const user = await createSignedInUser(t, { timezone: 'UTC' });
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    client.send({ type: 'text.send', text: 'I want to kill myself' });
    const crisis = await client.next('crisis.resources');
    expect(crisis.country).toBeUndefined();
    expect(crisis.resources.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Emergency services', 'Find A Helpline', '988 Suicide & Crisis Lifeline', 'Samaritans']),
    );
    expect(await referrals(user.id)).toEqual([expect.objectContaining({ country: null })]);
    client.close();
  });
});

describe("crisis support from the provider's moderation alone", () => {
  const scripted = new ScriptedAiProvider({ reply: REPLY });
  const ai = asOnlineProvider(scripted, async ({ text }) =>
    text.includes('garage') ? { flagged: true, categories: ['self-harm/intent'] } : { flagged: false, categories: [] },
  );
  const t = useRealtimeApp(() => ({ ai }));

  it('sends the lines and records the referral as the provider’s', async () => {
    const user = await createSignedInUser(t, { timezone: 'America/Chicago' });
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    client.send({ type: 'text.send', text: 'I keep thinking about the rope in the garage.' });
    const crisis = await client.next('crisis.resources');
    expect(crisis.resources[0]).toMatchObject({ call: '988', text: '988' });
    await client.next('response.done');
    // The reply is the crisis reply, as for a local flag: the model is asked to name the line.
    expect(scripted.replies.at(-1)?.messages.at(-1)).toMatchObject({ role: 'system', content: expect.stringContaining('988') });
    const rows = await t.db.selectFrom('crisis_referrals').select(['flagged_by', 'country']).where('user_id', '=', user.id).execute();
    expect(rows).toEqual([{ flagged_by: 'provider', country: 'US' }]);
    client.close();
  });
});

describe("the crisis reply when only the OpenAI moderation flags", () => {
  const CALM = 'It is a quiet evening and I am sorting out the garage.';
  let fake: FakeOpenAi;
  let t: RealtimeTestApp;
  beforeAll(async () => {
    // Moderation answers after the reply has started: the ordinary reply must not get out meanwhile.
    fake = await startFakeOpenAi({
      reply: REPLY,
      moderation: (input) => (input.includes('garage') ? ['self-harm', 'self-harm/intent'] : []),
      latencies: { moderationMs: 300, firstTokenMs: 0, tokensPerSecond: 1000 },
    });
    t = await startRealtimeApp({ env: { AI_BASE_URL: fake.url, AI_TIMEOUT_MS: '5000' } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const guided = (body: unknown) =>
    (body as { messages: { role: string; content: string }[] }).messages.some((m) => m.role === 'system' && m.content.includes('at risk of suicide'));

  it('answers a phrase the local classifier lets through with the caring crisis reply naming the line', async () => {
    const user = await createSignedInUser(t, { timezone: 'America/Chicago' });
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    const before = fake.requests.length;
    client.send({ type: 'text.send', text: CALM });
    await client.next('crisis.resources');
    const done = await client.next('response.done');
    expect(done.text).toBe(REPLY);
    const chats = fake.requests.slice(before).filter((r) => r.route === 'chat');
    const answered = chats.filter((r) => guided(r.body));
    expect(answered).toHaveLength(1);
    const guidance = (answered[0]?.body as { messages: { role: string; content: string }[] }).messages.at(-1)?.content;
    expect(guidance).toContain('988');
    expect(guidance).toContain('without judgement');
    // Only the crisis reply was said: one reply's worth of text reached the client.
    expect(client.ofType('response.text.delta').map((d) => d.delta).join('')).toBe(REPLY);
    const rows = await t.db.selectFrom('crisis_referrals').select('flagged_by').where('user_id', '=', user.id).execute();
    expect(rows).toEqual([{ flagged_by: 'provider' }]);

    // An unflagged message is answered as usual.
    client.send({ type: 'text.send', text: 'Work was long today.' });
    await client.until(() => client.ofType('response.done').length === 2);
    expect(guided(fake.requests.filter((r) => r.route === 'chat').at(-1)?.body)).toBe(false);
    client.close();
  });
});

describe("a flag from the provider's moderation that comes late", () => {
  const scripted = new ScriptedAiProvider({ reply: REPLY });
  const delays = { garage: 400, shed: 2000 };
  // Like a real provider: the call stops when its signal aborts.
  const ai = asOnlineProvider(
    scripted,
    ({ text, signal }) =>
      new Promise((resolve, reject) => {
        const ms = text.includes('garage') ? delays.garage : delays.shed;
        const timer = setTimeout(() => resolve({ flagged: true, categories: ['self-harm/intent'] }), ms);
        signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason as Error)), { once: true });
      }),
  );
  const t = useRealtimeApp(() => ({ ai, env: { AI_TIMEOUT_MS: '5000' } }));

  const referrals = (userId: string) => t.db.selectFrom('crisis_referrals').select('flagged_by').where('user_id', '=', userId).execute();

  it('still brings the lines and records the referral when the turn was cut before it', async () => {
    const user = await createSignedInUser(t, { timezone: 'America/Chicago' });
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    client.send({ type: 'text.send', text: 'I keep thinking about the rope in the garage.' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    client.send({ type: 'response.cancel' });
    // The cut turn ends at once, saying nothing of the held reply; the lines come when the moderation flags.
    const cancelled = await client.next('response.cancelled');
    expect(cancelled.text).toBe('');
    expect(client.ofType('response.text.delta')).toEqual([]);
    const crisis = await client.next('crisis.resources');
    expect(crisis.resources[0]).toMatchObject({ call: '988' });
    expect(await referrals(user.id)).toEqual([{ flagged_by: 'provider' }]);
    client.close();
  });

  it('lets the ordinary reply go after the hold, and still brings the lines and the referral', async () => {
    const user = await createSignedInUser(t, { timezone: 'America/Chicago' });
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    client.send({ type: 'text.send', text: 'I keep thinking about the rope in the shed.' });
    await client.until(() => client.ofType('response.text.delta').length > 0);
    expect(client.ofType('crisis.resources')).toEqual([]);
    const done = await client.next('response.done');
    expect(done.text).toBe(REPLY);
    expect(client.arrivals.indexOf('crisis.resources')).toBeLessThan(client.arrivals.indexOf('response.done'));
    expect(await referrals(user.id)).toEqual([{ flagged_by: 'provider' }]);
    client.close();
  });
});
