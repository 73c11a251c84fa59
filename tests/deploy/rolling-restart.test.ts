import { describe, expect, inject, it } from 'vitest';
import { hasNginx } from '../support/nginx';
import { runRollingRestart, unmetGoals } from './rolling-restart/run';

// Two processes need a database both reach (the machine's Postgres), and Debian's nginx (CI installs it).
// CI also runs the script on its own (`npm run rolling-restart -- --check`), where resumes are held to 1 s;
// here, beside other test files on the same cores, to 2 s.
describe.runIf(inject('databaseUrl') && hasNginx)('a rolling restart of two instances behind the shipped nginx configuration', () => {
  it('fails no request, loses and doubles no message, resumes every session, and each instance exits 0 in time', async () => {
    const figures = await runRollingRestart({
      adminDatabaseUrl: inject('databaseUrl') ?? '',
      sessions: 8,
      restCallers: 2,
      settleMs: 1000,
      shutdownDeadlineMs: 10_000,
      log: () => undefined,
    });
    expect(unmetGoals(figures, { maxResumeMs: 2000, deadlineMs: 10_000 })).toEqual([]);
    // Each instance's sessions were handed over and resumed, not started again.
    expect(figures.chats.flatMap((c) => c.resumeMs).length).toBeGreaterThanOrEqual(8);
    expect(figures.rest.requests).toBeGreaterThan(100);
  }, 240_000);
});
