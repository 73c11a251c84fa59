import { beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../server/src/i18n/translator';
import { historyMessages } from '../support/english-texts';
import { createSignedInUser, type SignedInUser } from '../support/app/signed-in-user';
import { useTestApp } from '../support/app/test-app';

/** Past sessions answer their errors in the page's language (`Accept-Language`), codes unchanged. */
describe('past sessions speak the page’s language', () => {
  const t = useTestApp();
  const es = translator('es');
  const ar = translator('ar');
  let user: SignedInUser;

  beforeAll(async () => {
    user = await createSignedInUser(t);
  });

  const get = (url: string, language: string) => user.client.request('GET', url, undefined, { 'accept-language': language });

  it('says a page link that no longer works in Spanish', async () => {
    const res = await get('/api/sessions?cursor=not-a-cursor', 'es-ES,es;q=0.9,en;q=0.8');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'validation_failed', message: es('history:messages.cursorInvalid') } });
    expect(es('history:messages.cursorInvalid')).not.toBe(historyMessages.cursorInvalid);
  });

  it('says a session that is not there in Spanish, on reading and on deleting it', async () => {
    const url = '/api/sessions/00000000-0000-4000-8000-000000000000';
    const message = es('history:messages.notFound');
    const read = await get(url, 'es');
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ error: { code: 'not_found', message } });
    const deleted = await user.client.request('DELETE', url, undefined, { 'accept-language': 'es' });
    expect(deleted.json()).toEqual({ error: { code: 'not_found', message } });
    expect(message).not.toBe(historyMessages.notFound);
  });

  it('says the list’s own rules (sort, limit, search) in Arabic, and English when none is asked', async () => {
    expect((await get('/api/sessions?sort=bogus', 'ar')).json()).toEqual({
      error: { code: 'validation_failed', message: ar('history:messages.sortInvalid') },
    });
    expect((await get('/api/sessions?limit=0', 'ar')).json()).toEqual({
      error: { code: 'validation_failed', message: ar('history:messages.limitInvalid') },
    });
    expect((await get(`/api/sessions?search=${'a'.repeat(201)}`, 'ar')).json()).toEqual({
      error: { code: 'validation_failed', message: ar('history:messages.searchTooLong') },
    });
    const plain = await user.client.get('/api/sessions?sort=bogus');
    expect(plain.json()).toEqual({ error: { code: 'validation_failed', message: historyMessages.sortInvalid } });
  });

  it('says a recording that is not there in Spanish', async () => {
    const missing = await get('/api/recordings/00000000-0000-4000-8000-000000000000', 'es');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: es('history:messages.recordingNotFound') } });
    const malformed = await get('/api/recordings/not-an-id', 'es');
    expect(malformed.json()).toEqual({ error: { code: 'validation_failed', message: es('history:messages.recordingNotFound') } });
  });
});
