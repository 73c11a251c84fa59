import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './start-command';

describe('serverNodeFlags', () => {
  it("reads the flags npm start gives the server, so the bench runs the same process", () => {
    expect(serverNodeFlags()).toContain('--max-semi-space-size=32');
  });

  it('reads any number of flags, and none', () => {
    expect(serverNodeFlags('node build.mjs && node --a=1 --b --import tsx server/src/server.ts')).toEqual(['--a=1', '--b']);
    expect(serverNodeFlags('node --import tsx server/src/server.ts')).toEqual([]);
    expect(serverNodeFlags('node build.mjs && exec node --a=1 --import tsx server/src/server.ts')).toEqual(['--a=1']);
  });

  it('fails loudly when the start script runs the server some other way', () => {
    expect(() => serverNodeFlags('tsx server/src/server.ts')).toThrow(/no longer runs/);
  });
});
