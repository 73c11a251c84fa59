import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, markDatabaseError, retryWhileDatabaseUnavailable } from './unavailable';

const fromPool = (error: Error) => markDatabaseError(error) as Error;

describe('isDatabaseUnavailable', () => {
  it('knows a database that cannot be reached or is going away', () => {
    expect(isDatabaseUnavailable(fromPool(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })))).toBe(true);
    expect(isDatabaseUnavailable(fromPool(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(fromPool(new Error('timeout exceeded when trying to connect')))).toBe(true);
    expect(isDatabaseUnavailable(fromPool(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })))).toBe(true);
    expect(isDatabaseUnavailable(fromPool(Object.assign(new Error('the database system is starting up'), { code: '57P03' })))).toBe(true);
    expect(isDatabaseUnavailable(fromPool(Object.assign(new Error('connection failure'), { code: '08006' })))).toBe(true);
    expect(isDatabaseUnavailable(new Error('saving failed', { cause: fromPool(Object.assign(new Error('reset'), { code: 'ECONNRESET' })) }))).toBe(true);
  });

  it('leaves every other failure a failure of its own', () => {
    expect(isDatabaseUnavailable(fromPool(Object.assign(new Error('duplicate key value'), { code: '23505' })))).toBe(false);
    // Refused by something else (an AI provider, SMTP): not the database.
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});

describe('retryWhileDatabaseUnavailable', () => {
  const unreachable = () => fromPool(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));

  it('tries again while the database is out of reach, and returns what the write returns once it is back', async () => {
    let calls = 0;
    const result = await retryWhileDatabaseUnavailable(async () => {
      calls++;
      if (calls < 3) throw unreachable();
      return 'saved';
    });
    expect(result).toBe('saved');
    expect(calls).toBe(3);
  });

  it('does not retry any other failure, and gives up when the budget is spent', async () => {
    let calls = 0;
    await expect(
      retryWhileDatabaseUnavailable(async () => {
        calls++;
        throw new Error('duplicate key');
      }),
    ).rejects.toThrow('duplicate key');
    expect(calls).toBe(1);
    calls = 0;
    await expect(
      retryWhileDatabaseUnavailable(async () => {
        calls++;
        throw unreachable();
      }, 600),
    ).rejects.toThrow('ECONNREFUSED');
    expect(calls).toBe(2);
  });
});
