import { AiTimeoutError } from './ai-provider';
import { abortError } from './abort-error';

export interface CallDeadline {
  /** Aborts when the caller aborts or the time runs out; pass it to the upstream call. */
  readonly signal: AbortSignal;
  /** Restarts the clock: a streamed answer made progress. */
  touch(): void;
  /** The error to throw for a failure under this deadline: the caller's abort, a timeout, or the failure itself. */
  failure(error: unknown): unknown;
  /** Stops the clock and releases the upstream call. */
  done(): void;
}

/**
 * A time limit on one upstream AI call that restarts whenever a streamed answer makes progress, so
 * a long but flowing answer is fine and a stalled one is cut. The caller's signal still wins.
 */
export function startDeadline(callerSignal: AbortSignal, timeoutMs: number, what: string): CallDeadline {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new AiTimeoutError(`${what} did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
  };
  const onCallerAbort = () => controller.abort(callerSignal.reason);
  if (callerSignal.aborted) controller.abort(callerSignal.reason);
  else callerSignal.addEventListener('abort', onCallerAbort, { once: true });
  arm();

  return {
    signal: controller.signal,
    touch: arm,
    failure(error) {
      if (callerSignal.aborted) return abortError(callerSignal);
      if (timedOut) return abortError(controller.signal);
      return error;
    },
    done() {
      clearTimeout(timer);
      callerSignal.removeEventListener('abort', onCallerAbort);
      if (!controller.signal.aborted) controller.abort(new DOMException('The call is over', 'AbortError'));
    },
  };
}
