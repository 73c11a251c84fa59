import { describe, expect, it } from 'vitest';
import { RealtimeTestClient, startRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

describe('server shutdown with live sessions', () => {
  it('cancels the reply in flight, ends each session with reason shutdown, then closes with 1001', async () => {
    // A slow reply, so the shutdown comes mid-stream.
    const ai = new ScriptedAiProvider({ deltaDelayMs: 200 });
    const t = await startRealtimeApp({ ai });
    const user = await createSignedInUser(t);
    const idle = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    const talking = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    talking.client.send({ type: 'text.send', text: 'Something has been on my mind.' });
    await talking.client.next('response.text.delta');

    await t.app.close();

    for (const { client, ready } of [idle, talking]) {
      expect(await client.next('session.ended')).toMatchObject({ sessionId: ready.sessionId, reason: 'shutdown' });
      expect(await client.closed).toEqual({ code: 1001, reason: 'Server shutting down' });
    }
    expect(talking.client.ofType('response.cancelled')).toHaveLength(1);
    const arrivals = talking.client.arrivals;
    expect(arrivals.indexOf('response.cancelled')).toBeLessThan(arrivals.indexOf('session.ended'));
    const rows = await t.db.selectFrom('sessions').select(['ended_at']).where('user_id', '=', user.id).execute();
    expect(rows.every((r) => r.ended_at !== null)).toBe(true);
    await t.close();
  });
});
