import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to draw its heading (its data may still be loading). */
const WAIT_MS = 1500;

/**
 * After moving to another page, focus its heading (else its `main`), so a screen reader reads where the
 * person arrived and Tab continues from the page, not from the link that was left behind. Not on the
 * first page, and not when the new page put focus somewhere itself (a field, a dialog).
 */
export function useFocusOnNavigate(): void {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const left = document.activeElement;
    const started = performance.now();
    let frame = 0;
    const placedByPage = () => {
      const active = document.activeElement;
      return active !== null && active !== document.body && active !== left && active.closest('main, [role="dialog"]') !== null;
    };
    const tryFocus = () => {
      if (placedByPage()) return;
      const waited = performance.now() - started > WAIT_MS;
      const target = document.querySelector<HTMLElement>('main h1') ?? (waited ? document.querySelector<HTMLElement>('main') : null);
      if (!target) {
        if (!waited) frame = requestAnimationFrame(tryFocus);
        return;
      }
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
