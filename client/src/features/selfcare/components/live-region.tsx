/** Says `message` to screen readers whenever it changes (phase changes, the next step), without moving focus. */
export function LiveRegion({ message }: { message: string }) {
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="exercise-announcement">
      {message}
    </p>
  );
}
