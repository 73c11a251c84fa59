import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/app/signed-in-user';
import { useTestApp } from '../support/app/test-app';

describe('caching of API answers', () => {
  const t = useTestApp();

  it("keeps a person's own data out of every cache", async () => {
    const user = await createSignedInUser(t);
    for (const url of ['/api/me', '/api/profile', '/api/sessions', '/api/session']) {
      const res = await user.client.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
