import { describe, expect, it } from 'vitest';
import { noMailWarning, paymentsTestModeWarning } from '@shared/api/health';
import { recogniserSettings } from '../support/fake-recogniser';
import { useTestApp } from '../support/app/test-app';

describe('health and API basics', () => {
  const t = useTestApp({ env: recogniserSettings().installed });

  it('reports the modes the server runs in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: { kind: t.dbKind, ok: true },
      ai: 'offline',
      mail: 'dev-mailbox',
      payments: 'test',
      speech: { recognition: 'offline', languages: ['en'] },
      warnings: [],
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('publishes an OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });
});

describe('production without Stripe or mail, on purpose', () => {
  const t = useTestApp({ env: { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true', MAIL_DEV_MAILBOX_IN_PRODUCTION: 'true' } });

  it('/api/health warns that anyone can take Premium free and that nobody can confirm an account', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ payments: 'test', mail: 'dev-mailbox', warnings: [paymentsTestModeWarning, noMailWarning] });
  });
});
