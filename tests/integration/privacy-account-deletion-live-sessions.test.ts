import { describe, expect, it } from 'vitest';
import { encodeOpusPackets } from '../../server/src/audio/opus';
import { sine } from '../support/test-signals';
import { hashPassword } from '../../server/src/features/auth/passwords';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

const PASSWORD = 'correct horse battery';
const speech = encodeOpusPackets(sine({ rate: 48_000, hz: 180, ms: 1200, amplitude: 6000 }), 48_000);

describe('privacy: deleting my account ends my live sessions on other devices', () => {
  const lines: string[] = [];
  // A slow reply, so a turn is still being answered when the account goes.
  const ai = new ScriptedAiProvider({ deltaDelayMs: 40, packetDelayMs: 20 });
  const t = useRealtimeApp(() => ({ ai, env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } }));

  const problems = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((l) => l.level >= 40);

  it('tells each of them the session ended, closes them, and writes nothing for the deleted user', async () => {
    const me = await createSignedInUser(t);
    await t.db.updateTable('users').set({ password_hash: await hashPassword(PASSWORD) }).where('id', '=', me.id).execute();
    const other = await createSignedInUser(t);

    const phone = await RealtimeTestClient.session(t.url, me.accessToken, { mode: 'voice' });
    const laptop = await RealtimeTestClient.session(t.url, me.accessToken, { mode: 'text' });
    const theirs = await RealtimeTestClient.session(t.url, other.accessToken, { mode: 'text' });
    // A tab open on the start page: connected, no session yet.
    const idle = await RealtimeTestClient.connect(t.url, me.accessToken);
    phone.client.speak(1, speech);
    laptop.client.send({ type: 'text.send', text: 'Work was long today.' });
    await laptop.client.next('response.text.delta');
    await phone.client.next('transcript.user');

    const res = await me.client.request('DELETE', '/api/account', { password: PASSWORD });
    expect(res.statusCode).toBe(200);

    for (const { client, ready } of [phone, laptop]) {
      const ended = await client.next('session.ended');
      expect(ended).toMatchObject({ sessionId: ready.sessionId, reason: 'account_deleted' });
      expect((await client.closed).code).toBe(1000);
      // Nothing came after the ending.
      expect(client.arrivals.at(-1)).toBe('session.ended');
    }

    // Whatever was under way (replies, the summary an ending starts) writes nothing afterwards.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const left = await t.db.selectFrom('sessions').select('id').where('user_id', '=', me.id).execute();
    expect(left).toEqual([]);
    expect(await t.db.selectFrom('user_memories').select('id').where('user_id', '=', me.id).execute()).toEqual([]);
    expect(ai.jsonRequests).toHaveLength(0);

    // The access token has not expired yet, but no session starts on it any more.
    idle.start({ mode: 'text' });
    expect(await idle.next('error')).toMatchObject({ code: 'unauthorized' });
    idle.close();
    await expect(RealtimeTestClient.connect(t.url, me.accessToken)).rejects.toThrow('refused with 401');
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', me.id).execute()).toEqual([]);
    expect(problems()).toEqual([]);

    // Another person's session goes on.
    theirs.client.send({ type: 'text.send', text: 'Still here.' });
    await theirs.client.next('response.done');
    theirs.client.close();
  });
});
