import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const fallback = '/dashboard';

describe('safeRedirect', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeRedirect('/dashboard/settings?x=1#top', fallback)).toBe('/dashboard/settings?x=1#top');
  });

  it('falls back when there is no target', () => {
    expect(safeRedirect(null, fallback)).toBe(fallback);
    expect(safeRedirect('', fallback)).toBe(fallback);
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example/x', '/\t/evil.example', 'dashboard', 'javascript:alert(1)'])(
    'refuses %j, which could leave the site',
    (target) => {
      expect(safeRedirect(target, fallback)).toBe(fallback);
    },
  );
});
