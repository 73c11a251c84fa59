import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../shared/app-routes';
import { useTestApp } from '../support/app/test-app';

const clientDist = mkdtempSync(path.join(tmpdir(), 'solace-client-'));
writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><div id="root"></div>');

describe("the web app's addresses", () => {
  const t = useTestApp({ env: { CLIENT_DIST: clientDist } });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("are answered with the app and 200, with an id or a query too", async () => {
    for (const url of ['/', '/dashboard', '/dashboard/sessions', '/dashboard/session/0b9c1c1e-1111-4222-8333-444455556666', '/reset-password?x=1', '/dashboard/guides/sleep/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
  });

  it('are the only ones: any other address gets the app (which says so) and 404', async () => {
    for (const url of ['/nope', '/dashboard/nope', '/dashboard/session/1/extra', '/privacy-policy/old']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root">');
    }
    expect((await get('/api/nope')).json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('are the routes the client router has', () => {
    const router = readFileSync(path.join(import.meta.dirname, '../../client/src/app/router.tsx'), 'utf8');
    const dashboard = router.slice(router.indexOf("path: '/dashboard'"));
    const top = router.slice(0, router.indexOf("path: '/dashboard'")).match(/path: '([^']+)'/g) ?? [];
    // The dashboard's children end where its list closes (a route's own texts, `['crisis']`, do not end it).
    const inDashboard = dashboard.slice(0, dashboard.search(/^\s*\],$/m)).match(/path: '([^']+)'/g) ?? [];
    const paths = [
      ...top.map((p) => p.slice(7, -1)),
      '/dashboard',
      ...inDashboard.slice(1).map((p) => `/dashboard/${p.slice(7, -1)}`),
    ].filter((p) => !p.endsWith('*'));
    expect([...paths].sort()).toEqual([...appRoutes].sort());
  });
});
