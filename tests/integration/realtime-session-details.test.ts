import { describe, expect, it } from 'vitest';
import { sessionMessages } from '../support/english-texts';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

describe('a title and a mood given once the session runs', () => {
  const ai = new ScriptedAiProvider();
  const t = useRealtimeApp(() => ({ ai }));
  const row = (sessionId: string) =>
    t.db.selectFrom('sessions').select(['title', 'mood_before', 'user_id']).where('id', '=', sessionId).executeTakeFirstOrThrow();

  it('starts with the day\'s title, then saves a new title and the mood, echoes them, and the companion hears the mood', async () => {
    const user = await createSignedInUser(t);
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    expect(ready.title).toMatch(/^Session /);

    client.send({ type: 'session.details', moodBefore: 'anxious' });
    expect(await client.next('session.updated')).toMatchObject({ title: ready.title, moodBefore: 'anxious' });
    client.send({ type: 'session.details', title: '  Talking about work  ' });
    expect(await client.next('session.updated')).toMatchObject({ title: 'Talking about work', moodBefore: 'anxious' });
    expect(await row(ready.sessionId)).toEqual({ title: 'Talking about work', mood_before: 'anxious', user_id: user.id });

    client.send({ type: 'text.send', text: 'My manager keeps moving the deadline.' });
    await client.next('response.done');
    expect(ai.replies.find((r) => r.purpose === 'companion')?.context?.moodBefore).toBe('anxious');
    client.close();
  });

  it('refuses an empty title or an unknown mood with an error event, changing nothing', async () => {
    const user = await createSignedInUser(t);
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text', title: 'Kept' });
    client.send({ type: 'session.details', title: '   ' });
    expect(await client.next('error')).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('Please give the session a title.') as string });
    client.send({ type: 'session.details', moodBefore: 'elated' } as never);
    expect((await client.next('error')).code).toBe('validation_failed');
    expect(await row(ready.sessionId)).toMatchObject({ title: 'Kept', mood_before: null });
    client.close();
  });

  it('refuses details once the session has ended', async () => {
    const user = await createSignedInUser(t);
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text', title: 'Done' });
    client.send({ type: 'session.end' });
    await client.next('session.ended');
    client.send({ type: 'session.details', title: 'Too late' });
    expect(await client.next('error')).toMatchObject({ code: 'invalid_state', message: sessionMessages.sessionEnded });
    expect(await row(ready.sessionId)).toMatchObject({ title: 'Done' });
    client.close();
  });

  it('limits how quickly the details can change', async () => {
    const user = await createSignedInUser(t);
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    for (let i = 0; i < 7; i++) client.send({ type: 'session.details', title: `Title ${i}` });
    expect(await client.next('error')).toMatchObject({ code: 'rate_limited', message: sessionMessages.detailsRateLimited });
    client.close();
  });
});
