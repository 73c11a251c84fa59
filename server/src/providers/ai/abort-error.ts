/** The error to fail with once `signal` has aborted: its reason when that is an Error, else a standard AbortError. */
export function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('This operation was aborted', 'AbortError');
}
