import { describe, expect, it } from 'vitest';
import { errorWithoutContent } from './log-errors';

describe('errorWithoutContent', () => {
  it('withholds the message of an error of unknown wording, keeping its type, code, status and frames', () => {
    const error = Object.assign(new Error('400 the input "I feel hopeless" was refused'), { status: 400, code: 'invalid_request' });
    const logged = errorWithoutContent(error);
    expect(JSON.stringify(logged)).not.toContain('hopeless');
    expect(logged).toMatchObject({ type: 'Error', status: 400, code: 'invalid_request' });
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it("keeps the database's and the system's messages, never the database's detail", () => {
    const database = Object.assign(new Error('null value in column "content" violates not-null constraint'), {
      severity: 'ERROR',
      code: '23502',
      detail: 'Failing row contains (I feel hopeless)',
    });
    expect(errorWithoutContent(database)).toMatchObject({ message: 'null value in column "content" violates not-null constraint', code: '23502' });
    expect(JSON.stringify(errorWithoutContent(database))).not.toContain('hopeless');
    const system = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' });
    expect(errorWithoutContent(system).message).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('reads the cause the same way', () => {
    const error = new Error('reply failed', { cause: new SyntaxError('Unexpected token, "I feel hopeless" is not valid JSON') });
    expect(JSON.stringify(errorWithoutContent(error))).not.toContain('hopeless');
    expect(errorWithoutContent(error).cause).toMatchObject({ type: 'SyntaxError' });
  });
});
