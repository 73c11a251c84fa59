/**
 * A single-consumer queue that is also an async iterable: producers `push`, then `close` or `fail`.
 * Used where a stage runs ahead of its consumer (speech synthesis overlapping playback).
 */
export class AsyncQueue<T> implements AsyncIterable<T> {
  private readonly items: T[] = [];
  private head = 0;
  private waiting: ((result: IteratorResult<T>) => void) | null = null;
  private failWaiting: ((error: unknown) => void) | null = null;
  private closed = false;
  private failure: { error: Error } | null = null;

  push(item: T): void {
    if (this.closed) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = this.failWaiting = null;
      resolve({ value: item, done: false });
      return;
    }
    this.items.push(item);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = this.failWaiting = null;
      resolve({ value: undefined, done: true });
    }
  }

  fail(error: unknown): void {
    if (this.closed) return;
    this.failure = { error: error instanceof Error ? error : new Error(String(error)) };
    this.closed = true;
    if (this.failWaiting) {
      const reject = this.failWaiting;
      this.waiting = this.failWaiting = null;
      reject(this.failure.error);
    }
  }

  [Symbol.asyncIterator](): AsyncIterator<T> {
    return {
      next: () => {
        if (this.head < this.items.length) {
          const value = this.items[this.head] as T;
          this.items[this.head++] = undefined as T;
          if (this.head > 64 && this.head * 2 > this.items.length) this.compact();
          return Promise.resolve({ value, done: false });
        }
        if (this.failure) return Promise.reject(this.failure.error);
        if (this.closed) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve, reject) => {
          this.waiting = resolve;
          this.failWaiting = reject;
        });
      },
      return: () => {
        this.close();
        return Promise.resolve({ value: undefined, done: true });
      },
    };
  }

  private compact(): void {
    this.items.splice(0, this.head);
    this.head = 0;
  }
}
