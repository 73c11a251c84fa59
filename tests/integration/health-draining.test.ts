import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { testEnv, useTestApp } from '../support/app/test-app';

describe('a stopping instance, before its listener closes', () => {
  const t = useTestApp();

  it('says draining on /api/health (503) while it still serves requests on the connections it has, each told to close', async () => {
    const app = await buildApp(loadConfig(testEnv()), { db: t.rawDb, dbKind: t.dbKind });
    // The stop's slow part (handing sessions over) held open, as a live session's reply would hold it.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    app.addHook('preClose', () => held);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    const stopping = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'draining' });
    // Served, not refused with a 503 a balancer may not pass on; the balancer's next request goes elsewhere.
    const served = await fetch(`${url}/api/speech-recognition`);
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');

    release();
    await stopping;
  });
});
