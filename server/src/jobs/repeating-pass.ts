/**
 * Runs `pass` now and then every `intervalMs` after the previous one ends (passes never overlap in one
 * instance); a failed pass is reported and the next one comes all the same. The returned function stops
 * the loop and waits for a pass under way.
 */
export function startRepeatingPass(pass: () => Promise<unknown>, options: { intervalMs: number; onError: (err: unknown) => void }): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const run = () => {
    running = pass()
      .then(() => undefined, options.onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(run, options.intervalMs).unref();
      });
  };
  run();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
