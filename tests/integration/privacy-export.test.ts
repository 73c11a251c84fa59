import { describe, expect, it } from 'vitest';
import { exportSections } from '@shared/api/privacy';
import { seedUserData } from '../support/seed-user-data';
import { useTestApp } from '../support/app/test-app';
import { createSignedInUser } from '../support/app/signed-in-user';

describe('privacy: download my data', () => {
  const t = useTestApp({ deps: { now: () => new Date('2026-11-24T08:30:00Z') } });

  it('is one dated JSON attachment with everything of the user and nothing of another, no secrets', async () => {
    const me = await createSignedInUser(t, { fullName: 'Robin Mine' });
    const other = await createSignedInUser(t, { fullName: 'Sam Other' });
    await seedUserData(t.db, me, 'MINE');
    await seedUserData(t.db, other, 'OTHER');

    const res = await me.client.get('/api/privacy/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="solace-data-2026-11-24.json"');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const text = res.body;
    const data = JSON.parse(text);

    expect(Object.keys(data)).toEqual(expect.arrayContaining([...exportSections]));
    expect(data.profile).toMatchObject({ id: me.id, email: me.email, full_name: 'Robin Mine', timezone: 'UTC' });
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ title: 'Session of MINE', ai_summary: 'Summary of MINE' });
    expect(data.sessions[0].messages.map((m: { content: string }) => m.content)).toEqual(['Message of MINE', 'Reply to MINE']);
    expect(data.moodEntries).toEqual([expect.objectContaining({ notes: 'Note of MINE', day: '2026-11-20', mood_score: 4 })]);
    expect(data.moodReminder).toMatchObject({ reminder_time: '09:00:00', is_enabled: true });
    expect(data.wrapUps).toEqual([expect.objectContaining({ ai_summary: 'Wrap-up of MINE', period_start: '2026-11-16', key_insights: ['Insight of MINE'] })]);
    expect(data.billing.subscriptions).toEqual([expect.objectContaining({ plan_id: 'premium-monthly', status: 'active' })]);
    expect(data.billing.payments).toEqual([expect.objectContaining({ description: 'Payment of MINE', amount_cents: 999 })]);
    expect(data.billing.checkoutSessions).toEqual([expect.objectContaining({ plan_id: 'premium-monthly', status: 'paid' })]);
    expect(data.memories).toEqual([expect.objectContaining({ fact: 'Memory of MINE' })]);
    expect(data.crisisReferrals).toEqual([expect.objectContaining({ surface: 'chat', category: 'self-harm' })]);
    expect(data.voiceUsage).toEqual([{ day: '2026-11-20', voice_seconds: 42 }]);
    expect(data.journalEntries).toEqual([
      { title: 'Journal of MINE', responses: [{ prompt: 'How are you?', response: 'Answer of MINE' }], created_at: '2026-11-20T10:00:00.000Z' },
    ]);
    expect(data.profile).toMatchObject({ keep_journal_with_account: true });

    // Nothing of the other user, and no secret of this one.
    expect(text).not.toContain('OTHER');
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('Sam Other');
    for (const secret of ['password', 'token_hash', 'not-a-real-hash', 'refresh']) expect(text).not.toContain(secret);
  });

  it('is an almost empty file for a user with no rows yet', async () => {
    const me = await createSignedInUser(t);
    const data = (await me.client.get('/api/privacy/export')).json();
    expect(data).toMatchObject({ sessions: [], moodEntries: [], moodReminder: null, wrapUps: [], memories: [], crisisReferrals: [], journalEntries: [] });
    expect(data.billing).toEqual({ subscriptions: [], payments: [], checkoutSessions: [] });
  });

  it('allows 10 downloads an hour per address', async () => {
    const me = await createSignedInUser(t);
    const download = () => t.app.inject({ method: 'GET', url: '/api/privacy/export', remoteAddress: '10.20.30.40', headers: { cookie: `access_token=${me.accessToken}` } });
    for (let i = 0; i < 10; i++) expect((await download()).statusCode).toBe(200);
    expect((await download()).statusCode).toBe(429);
  });
});
