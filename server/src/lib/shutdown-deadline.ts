/**
 * Arms the deadline of a stop: past `ms`, whatever still holds it up is logged (`openWork`) and the
 * process exits with 1, so an instance that cannot close never blocks the deploy behind it. The timer
 * does not keep the process alive by itself.
 */
export function armShutdownDeadline(options: {
  ms: number;
  openWork: () => Promise<Record<string, number>>;
  log: (open: Record<string, number>) => void;
  exit: (code: number) => void;
}): void {
  const timer = setTimeout(() => {
    void options
      .openWork()
      .catch(() => ({}))
      .then((open) => {
        options.log(open);
        options.exit(1);
      });
  }, options.ms);
  timer.unref();
}
