import { describe, expect, it } from 'vitest';
import { AiTimeoutError } from './ai-provider';
import { startDeadline } from './call-deadline';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startDeadline', () => {
  it('times out a call that makes no progress and reports a timeout', async () => {
    const deadline = startDeadline(new AbortController().signal, 30, 'The reply');
    await sleep(60);
    expect(deadline.signal.aborted).toBe(true);
    const failure = deadline.failure(new Error('socket closed'));
    expect(failure).toBeInstanceOf(AiTimeoutError);
    expect((failure as Error).message).toBe('The reply did not answer within 30 ms');
    deadline.done();
  });

  it('restarts the clock whenever the answer makes progress', async () => {
    const deadline = startDeadline(new AbortController().signal, 50, 'The reply');
    for (let i = 0; i < 4; i++) {
      await sleep(25);
      deadline.touch();
    }
    expect(deadline.signal.aborted).toBe(false);
    deadline.done();
    expect(deadline.signal.aborted).toBe(true); // releases the upstream call
  });

  it('leaves a call that answered in full alone when done, and never times it out', async () => {
    const deadline = startDeadline(new AbortController().signal, 30, 'Moderation');
    deadline.answered();
    deadline.done();
    await sleep(60);
    expect(deadline.signal.aborted).toBe(false);
  });

  it("passes the caller's abort through with its reason", () => {
    const caller = new AbortController();
    const deadline = startDeadline(caller.signal, 1000, 'Speech');
    const reason = new DOMException('barge-in', 'AbortError');
    caller.abort(reason);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.failure(new Error('Request was aborted.'))).toBe(reason);
    deadline.done();
  });

  it('leaves other failures as they are', () => {
    const deadline = startDeadline(new AbortController().signal, 1000, 'Speech');
    const error = new Error('500 upstream');
    expect(deadline.failure(error)).toBe(error);
    deadline.done();
  });
});
