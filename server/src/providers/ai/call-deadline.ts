import { performance } from 'node:perf_hooks';
import { abortError } from './abort-error';
import { AiTimeoutError } from './ai-provider';

export interface CallDeadline {
  /** Aborts when the caller aborts or the time runs out; pass it to the upstream call. */
  readonly signal: AbortSignal;
  /** Restarts the clock: a streamed answer made progress. */
  touch(): void;
  /** The error to throw for a failure under this deadline: the caller's abort, a timeout, or the failure itself. */
  failure(error: unknown): unknown;
  /** The upstream call answered in full: `done` then has nothing to release. */
  answered(): void;
  /** Stops the clock and releases the upstream call, unless it answered in full. */
  done(): void;
}

/** The reason an upstream call is released with once it is over: made once, not with a stack per call. */
const CALL_OVER = new DOMException('The call is over', 'AbortError');

/**
 * A time limit on one upstream AI call that restarts whenever a streamed answer makes progress, so
 * a long but flowing answer is fine and a stalled one is cut. The caller's signal still wins.
 * Progress only notes the time (it comes with every chunk); the one timer, when it fires early, is
 * re-armed for what is left.
 */
export function startDeadline(callerSignal: AbortSignal, timeoutMs: number, what: string): CallDeadline {
  const controller = new AbortController();
  let timedOut = false;
  let complete = false;
  let lastProgress = performance.now();
  const fire = () => {
    const left = lastProgress + timeoutMs - performance.now();
    if (left > 0) {
      timer = setTimeout(fire, left);
      return;
    }
    timedOut = true;
    controller.abort(new AiTimeoutError(`${what} did not answer within ${timeoutMs} ms`));
  };
  let timer = setTimeout(fire, timeoutMs);
  const onCallerAbort = () => controller.abort(callerSignal.reason);
  if (callerSignal.aborted) controller.abort(callerSignal.reason);
  else callerSignal.addEventListener('abort', onCallerAbort, { once: true });

  return {
    signal: controller.signal,
    touch() {
      lastProgress = performance.now();
    },
    answered() {
      complete = true;
    },
    failure(error) {
      if (callerSignal.aborted) return abortError(callerSignal);
      if (timedOut) return abortError(controller.signal);
      return error;
    },
    done() {
      clearTimeout(timer);
      callerSignal.removeEventListener('abort', onCallerAbort);
      // Aborting a call that is over would only make the SDK build an error of its own for nothing.
      if (!complete && !controller.signal.aborted) controller.abort(CALL_OVER);
    },
  };
}

/** One upstream call that answers at once (not streamed), under a deadline: its answer or the right error. */
export async function callWithin<T>(
  callerSignal: AbortSignal,
  timeoutMs: number,
  what: string,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const deadline = startDeadline(callerSignal, timeoutMs, what);
  try {
    const answer = await call(deadline.signal);
    deadline.answered();
    return answer;
  } catch (error) {
    throw deadline.failure(error);
  } finally {
    deadline.done();
  }
}

/**
 * One streamed upstream call under a deadline that restarts with every item, passed on as they come.
 * Stopping early (the consumer returns) releases the upstream call.
 */
export async function* streamWithin<T>(
  callerSignal: AbortSignal,
  timeoutMs: number,
  what: string,
  open: (signal: AbortSignal) => Promise<AsyncIterable<T>>,
): AsyncGenerator<T> {
  const deadline = startDeadline(callerSignal, timeoutMs, what);
  try {
    for await (const item of await open(deadline.signal)) {
      deadline.touch();
      yield item;
    }
    // The SDK ends an aborted stream quietly; a cut answer must not pass for a complete one.
    deadline.signal.throwIfAborted();
    deadline.answered();
  } catch (error) {
    throw deadline.failure(error);
  } finally {
    deadline.done();
  }
}
