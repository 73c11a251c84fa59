import { describe, expect, it } from 'vitest';
import type { Guide, GuidesIndexResponse } from '@shared/api/guides';
import { languageCodes } from '@shared/preferences';
import { guideBySlug, guideSummaries } from '../../server/src/features/guides/content/guides-catalogue';
import { translator } from '../../server/src/i18n/translator';
import { BrowserLikeClient } from '../support/app/browser-like-client';
import { createSignedInUser } from '../support/app/signed-in-user';
import { useTestApp } from '../support/app/test-app';
import { guidesMessages, limitMessages } from '../support/english-texts';

const clock = { now: new Date('2026-11-24T12:00:00Z') };
const productivityReason = limitMessages.productivity;
const refusal = { error: { code: 'limit_reached', message: productivityReason } };
const slugs = ['task-prioritization', 'focus-techniques', 'habit-building'] as const;

describe('productivity guides', () => {
  const t = useTestApp({ deps: { now: () => clock.now } });

  const userOnPlan = async (plan: string, passExpiresAt: Date | null = null) => {
    const user = await createSignedInUser(t);
    await t.db.updateTable('profiles').set({ subscription_plan: plan, pass_expires_at: passExpiresAt }).where('id', '=', user.id).execute();
    return user;
  };

  it('refuses every guide to the free plan with the paywall reason, and lists the guides without their text', async () => {
    const user = await createSignedInUser(t);
    for (const slug of slugs) {
      const res = await user.client.get(`/api/guides/${slug}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal);
      expect(res.body).not.toContain('Eisenhower');
    }
    const index = await user.client.get('/api/guides');
    expect(index.statusCode).toBe(200);
    const body = index.json<GuidesIndexResponse>();
    expect(body).toMatchObject({ access: false, reason: productivityReason });
    expect(body.guides.map((g) => g.slug)).toEqual(slugs);
    expect(body.guides[0]).toEqual({ slug: 'task-prioritization', title: 'Task Prioritization', summary: expect.any(String) as string, readMinutes: 7 });
    expect(index.body).not.toContain('"sections"');
  });

  it('serves all three guides to Premium, with the matrix, the five steps and the daily exercise', async () => {
    const user = await userOnPlan('premium-annual');
    expect((await user.client.get('/api/guides')).json<GuidesIndexResponse>()).toMatchObject({ access: true, reason: null });

    const res = await user.client.get('/api/guides/task-prioritization');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const guide = res.json<Guide>();
    expect(guide.title).toBe('Task Prioritization');
    const blocks = guide.sections.flatMap((s) => s.blocks);
    const matrix = blocks.find((b) => b.kind === 'matrix');
    expect(matrix).toMatchObject({ columns: ['Urgent', 'Not urgent'], rows: ['Important', 'Not important'] });
    expect(matrix?.kind === 'matrix' && matrix.quadrants.map((q) => q.title)).toEqual(['Do first', 'Schedule', 'Delegate', 'Drop']);
    const steps = blocks.find((b) => b.kind === 'steps');
    expect(steps?.kind === 'steps' && steps.items).toHaveLength(5);
    expect(blocks.some((b) => b.kind === 'exercise')).toBe(true);

    const focus = (await user.client.get('/api/guides/focus-techniques')).json<Guide>();
    expect(focus.sections.map((s) => s.heading)).toEqual(
      expect.arrayContaining(['The Pomodoro Technique', 'Time Blocking', 'Deep Work', 'Managing Distractions']),
    );
    const habits = await user.client.get('/api/guides/habit-building');
    expect(habits.statusCode).toBe(200);
    expect(habits.json<Guide>().title).toBe('Habit Building');
    // Every block kind comes through the response serializer whole.
    for (const slug of slugs) expect((await user.client.get(`/api/guides/${slug}`)).json<Guide>()).toEqual(guideBySlug(slug, 'en'));
  });

  it('serves a 24-hour pass until it runs out, then refuses like the free plan', async () => {
    clock.now = new Date('2026-11-24T12:00:00Z');
    const user = await userOnPlan('24hour_pass', new Date('2026-11-25T11:00:00Z'));
    expect((await user.client.get('/api/guides/habit-building')).statusCode).toBe(200);

    clock.now = new Date('2026-11-25T11:00:00Z');
    const expired = await user.client.get('/api/guides/habit-building');
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual(refusal);
    expect((await user.client.get('/api/guides')).json<GuidesIndexResponse>().access).toBe(false);

    const noExpiry = await userOnPlan('24hour_pass', null);
    expect((await noExpiry.client.get('/api/guides/focus-techniques')).statusCode).toBe(403);
    clock.now = new Date('2026-11-24T12:00:00Z');
  });

  it('answers 400 for a guide that does not exist', async () => {
    const user = await userOnPlan('premium-monthly');
    const res = await user.client.get('/api/guides/time-travel');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'validation_failed', message: expect.stringContaining(guidesMessages.noSuchGuide) as string } });
  });

  it('serves a Premium person each guide, and the list, in the language the page asks for', async () => {
    const user = await userOnPlan('premium-monthly');
    const asks = (url: string, language: string) => user.client.request('GET', url, undefined, { 'accept-language': language });

    const spanish = await asks('/api/guides/task-prioritization', 'es-ES,es;q=0.9,en;q=0.8');
    expect(spanish.statusCode).toBe(200);
    expect(spanish.json<Guide>()).toEqual(guideBySlug('task-prioritization', 'es'));
    expect(spanish.json<Guide>().title).toBe('Priorizar tareas');
    const matrix = spanish.json<Guide>().sections.flatMap((s) => s.blocks).find((b) => b.kind === 'matrix');
    expect(matrix).toMatchObject({ columns: ['Urgente', 'No urgente'], rows: ['Importante', 'No importante'] });

    const arabic = await asks('/api/guides/habit-building', 'ar');
    expect(arabic.statusCode).toBe(200);
    expect(arabic.json<Guide>()).toEqual(guideBySlug('habit-building', 'ar'));
    expect(arabic.json<Guide>().title).toBe('بناء العادات');
    expect(arabic.body).not.toContain('Habit');

    const list = (await asks('/api/guides', 'es')).json<GuidesIndexResponse>();
    expect(list).toMatchObject({ access: true, reason: null });
    expect(list.guides).toEqual(guideSummaries('es'));
    expect(list.guides.map((guide) => guide.title)).toEqual(['Priorizar tareas', 'Técnicas de concentración', 'Crear hábitos']);
    // A language the product does not speak gets English.
    expect((await asks('/api/guides/focus-techniques', 'nl')).json<Guide>().title).toBe('Focus Techniques');
  });

  it('gives a free person no guide text in any language, and says why in the page’s language', async () => {
    const user = await createSignedInUser(t);
    // Every guide's intro and paragraphs, in every language.
    const premiumTexts = languageCodes.flatMap((language) =>
      slugs.flatMap((slug) => {
        const { intro, sections } = guideBySlug(slug, language);
        return [intro, ...sections.flatMap((section) => section.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : [])))];
      }),
    );
    for (const language of languageCodes) {
      const reason = translator(language)('billing:limits.productivity');
      for (const slug of slugs) {
        const res = await user.client.request('GET', `/api/guides/${slug}`, undefined, { 'accept-language': language });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: { code: 'limit_reached', message: reason } });
        expect(res.body).not.toContain(guideBySlug(slug, language).intro);
      }
      const index = await user.client.request('GET', '/api/guides', undefined, { 'accept-language': language });
      expect(index.json<GuidesIndexResponse>()).toMatchObject({ access: false, reason, guides: guideSummaries(language) });
      for (const text of premiumTexts) expect(index.body, `${language}: ${text}`).not.toContain(JSON.stringify(text).slice(1, -1));
    }
    expect(translator('es')('billing:limits.productivity')).not.toBe(productivityReason);
  });

  it('says a guide name it does not know in the page’s language', async () => {
    const user = await userOnPlan('premium-monthly');
    const res = await user.client.request('GET', '/api/guides/time-travel', undefined, { 'accept-language': 'ar' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'validation_failed', message: translator('ar')('guides:messages.noSuchGuide') } });
    expect(translator('ar')('guides:messages.noSuchGuide')).not.toBe(guidesMessages.noSuchGuide);
  });

  it('answers 401 when signed out', async () => {
    const visitor = new BrowserLikeClient(t.app);
    for (const url of ['/api/guides', '/api/guides/task-prioritization', '/api/guides/time-travel']) {
      const res = await visitor.get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });
});
