import { describe, expect, it } from 'vitest';
import type { MoodCheckIn } from '@shared/api/mood';
import type { AiProvider } from '../../server/src/providers/ai/ai-provider';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';
import { useTestApp } from '../support/app/test-app';

const checkIn = (notes?: string) => ({ emotions: ['Sad'], energyLevel: 2, stressLevel: 4, sleepQuality: 2, ...(notes ? { notes } : {}) });

/** A provider with moderation of its own (as OpenAI's) that is down. */
function failingModeration(): AiProvider {
  const scripted = new ScriptedAiProvider();
  return Object.assign(Object.create(scripted) as AiProvider, {
    mode: 'openai' as const,
    moderate: () => Promise.reject(new Error('moderation is down')),
  });
}

describe.each([
  ['the offline default', undefined],
  ['a provider whose moderation fails', failingModeration()],
])('mood notes are read for crisis risk, with %s', (_label, ai) => {
  const t = useTestApp({ deps: ai ? { ai } : {} });

  const referrals = (userId: string) =>
    t.db.selectFrom('crisis_referrals').select(['language', 'country', 'flagged_by', 'surface']).where('user_id', '=', userId).execute();

  it('a flagged note is saved, and the answer brings the lines of the time zone’s country', async () => {
    const user = await createSignedInUser(t, { timezone: 'Asia/Tokyo' });
    const res = await user.client.post('/api/mood/entries', checkIn('もう消えてしまいたい'));
    expect(res.statusCode).toBe(201);
    const saved = res.json<MoodCheckIn>();
    expect(saved.notes).toBe('もう消えてしまいたい');
    expect(saved.crisis?.country).toBe('JP');
    expect(saved.crisis?.resources[0]).toMatchObject({ name: 'よりそいホットライン', call: '0120279338' });
    expect(await referrals(user.id)).toEqual([{ language: 'ja', country: 'JP', flagged_by: 'local', surface: 'mood' }]);
    const list = await user.client.get('/api/mood/entries');
    expect(list.json<{ today: { notes: string } }>().today.notes).toBe('もう消えてしまいたい');
  });

  it('a safe note, or none, brings nothing and records nothing', async () => {
    const user = await createSignedInUser(t, { timezone: 'Europe/Paris' });
    const res = await user.client.post('/api/mood/entries', checkIn('Je suis morte de fatigue après cette semaine'));
    expect(res.statusCode).toBe(201);
    expect(res.json<MoodCheckIn>().crisis).toBeUndefined();
    expect(await referrals(user.id)).toEqual([]);
  });
});
