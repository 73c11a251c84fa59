import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { takeFocus } from './focus-rescue';

/** How long a new page may take to draw its heading (its data may still be loading). */
const WAIT_MS = 1500;

/**
 * After moving to another page, focus its heading (else its `main`), so a screen reader reads where the
 * person arrived and Tab continues from the page, not from the link that was left behind. Not on the
 * first page, and not when the new page or the person put focus somewhere (a field, a dialog, a Tab).
 */
export function useFocusOnNavigate(): void {
  const { pathname } = useLocation();
  // The page the browser opened (also twice in development's strict mode) is nobody's arrival.
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const left = document.activeElement;
    const started = performance.now();
    let frame = 0;
    // The new page (a field), or the person (Tab, a click), put focus somewhere: it stays there.
    const placedElsewhere = () => {
      const active = document.activeElement;
      return active !== null && active !== document.body && active !== left;
    };
    const tryFocus = () => {
      if (placedElsewhere()) return;
      const waited = performance.now() - started > WAIT_MS;
      const target = document.querySelector<HTMLElement>('main h1') ?? (waited ? document.querySelector<HTMLElement>('main') : null);
      if (!target) {
        if (!waited) frame = requestAnimationFrame(tryFocus);
        return;
      }
      takeFocus(target);
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
    // Once per page moved to, not per change of its query or hash.
  }, [pathname]);
}
