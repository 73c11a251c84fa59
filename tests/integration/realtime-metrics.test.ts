import { describe, expect, it } from 'vitest';
import { encodeOpusPackets } from '../../server/src/audio/opus';
import { sine } from '../support/test-signals';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

const REPLY = 'That sounds like a long day. What helped, even a little?';
const speech = encodeOpusPackets(sine({ rate: 48_000, hz: 180, ms: 1200, amplitude: 6000 }), 48_000);

/** Every sample line of a Prometheus text page, by series (`name{labels}`). */
function samples(page: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of page.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    out.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return out;
}

describe('/metrics while sessions run', () => {
  const ai = new ScriptedAiProvider({ reply: REPLY, packetsPerSentence: 4 });
  const t = useRealtimeApp(() => ({ ai }));

  const scrape = async () => samples((await t.app.inject({ method: 'GET', url: '/metrics' })).body);
  const change = (before: Map<string, number>, after: Map<string, number>, series: string) =>
    (after.get(series) ?? 0) - (before.get(series) ?? 0);
  const stageCount = (stage: string) => `solace_turn_stage_seconds_count{stage="${stage}"}`;

  async function voiceSession() {
    const user = await createSignedInUser(t);
    return (await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'voice' })).client;
  }

  it('counts open sessions and times each stage of a spoken turn', async () => {
    const before = await scrape();
    const client = await voiceSession();
    expect(change(before, await scrape(), 'solace_active_sessions')).toBe(1);

    client.speak(1, speech);
    await client.next('response.done');
    const afterTurn = await scrape();
    for (const stage of ['transcript', 'first_text', 'first_audio', 'reply_done']) {
      expect(change(before, afterTurn, stageCount(stage))).toBe(1);
    }
    // The first audio comes after the transcript: its time is counted in a bucket no lower.
    expect(afterTurn.get('solace_turn_stage_seconds_sum{stage="first_audio"}')).toBeGreaterThanOrEqual(
      afterTurn.get('solace_turn_stage_seconds_sum{stage="transcript"}') ?? Infinity,
    );
    expect(change(before, afterTurn, 'solace_turn_stage_seconds_bucket{le="+Inf",stage="first_audio"}')).toBe(1);

    client.send({ type: 'session.end' });
    await client.next('session.ended');
    expect(change(before, await scrape(), 'solace_active_sessions')).toBe(0);
    client.close();
  });

  it('times a text turn to its first text, without a transcript stage', async () => {
    const client = await voiceSession();
    client.send({ type: 'mode.set', mode: 'text' });
    await client.next('mode.changed');
    const before = await scrape();
    client.send({ type: 'text.send', text: 'I could not sleep again last night.' });
    await client.next('response.done');
    const after = await scrape();
    expect(change(before, after, stageCount('first_text'))).toBe(1);
    expect(change(before, after, stageCount('reply_done'))).toBe(1);
    expect(change(before, after, stageCount('transcript'))).toBe(0);
    expect(change(before, after, stageCount('first_audio'))).toBe(0);
    client.close();
  });

  it('counts failed provider calls by provider and call', async () => {
    const client = await voiceSession();
    const before = await scrape();
    ai.options = { reply: REPLY, failSpeech: true };
    client.speak(1, speech);
    await client.next('response.done');
    ai.options = { reply: REPLY, failTranscription: 'error' };
    client.speak(2, speech);
    await client.next('error');
    const after = await scrape();
    expect(change(before, after, 'solace_provider_errors_total{provider="offline",call="speech"}')).toBe(1);
    expect(change(before, after, 'solace_provider_errors_total{provider="offline",call="transcribe"}')).toBe(1);
    client.close();
  });
});
