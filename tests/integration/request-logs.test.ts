import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app/test-app';

/** Log lines written by the app, parsed. */
function logLines() {
  const lines: Record<string, unknown>[] = [];
  return { lines, logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } };
}

describe('request log lines', () => {
  const quiet = logLines();
  const atInfo = useTestApp(() => ({ env: { LOG_LEVEL: 'info' }, deps: { logStream: quiet.logStream } }));
  const detailed = logLines();
  const atDebug = useTestApp(() => ({ env: { LOG_LEVEL: 'debug' }, deps: { logStream: detailed.logStream } }));

  it('are not written at the default level: a line per request drowned what matters', async () => {
    await atInfo.app.inject({ method: 'GET', url: '/api/health' });
    await atInfo.app.inject({ method: 'GET', url: '/api/mood/reminder/off?token=secret-token-value' });
    expect(quiet.lines.filter((line) => line.msg === 'request' || line.msg === 'incoming request' || line.msg === 'request completed')).toEqual([]);
  });

  it('are written at debug, by route, never with the address and its query', async () => {
    await atDebug.app.inject({ method: 'GET', url: '/api/mood/reminder/off?token=secret-token-value' });
    const request = detailed.lines.find((line) => line.msg === 'request');
    expect(request).toMatchObject({ level: 20, method: 'GET', route: '/api/mood/reminder/off', statusCode: expect.any(Number) as number });
    expect(JSON.stringify(detailed.lines)).not.toContain('secret-token-value');
  });
});
