import { useEffect } from 'react';

const HEADING = 'h1, h2, h3';
/** How long after focus fell to the page's body what had it may still be replaced (a save's round trip). */
const WATCH_MS = 15_000;

/**
 * When what had focus leaves the page (a form replaced by its result once saved, a session view by the
 * next), focus would fall to the page's body and a keyboard or screen reader user would start again from
 * the top. It goes instead to the first heading of the nearest part of the page still there, which is
 * what replaced it ("Check-in complete", the session, its recap).
 */
export function useFocusRescue(): void {
  useEffect(() => {
    let path: Element[] = [];
    let watcher: MutationObserver | null = null;
    let timer = 0;
    const stop = () => {
      watcher?.disconnect();
      watcher = null;
      clearTimeout(timer);
    };
    const focusLost = () => document.activeElement === null || document.activeElement === document.body;
    const rescue = () => {
      const still = path.find((node) => node.isConnected && node !== document.body && node !== document.documentElement);
      const target = still?.querySelector<HTMLElement>(HEADING) ?? (still instanceof HTMLElement ? still : null);
      if (!target || !focusLost() || target.closest('[aria-hidden="true"]')) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    // Focus fell to the body (a click elsewhere, or its control disabled while saving): wait for that
    // control to leave the page, then put focus where its replacement is.
    const watch = () => {
      stop();
      const check = () => {
        if (!focusLost()) return stop();
        if (path[0]?.isConnected === false) {
          stop();
          requestAnimationFrame(rescue);
        }
      };
      watcher = new MutationObserver(check);
      watcher.observe(document.body, { childList: true, subtree: true });
      timer = window.setTimeout(stop, WATCH_MS);
      check();
    };
    const onFocusIn = (event: FocusEvent) => {
      stop();
      if (!(event.target instanceof Element)) return;
      path = [];
      for (let node: Element | null = event.target; node; node = node.parentElement) path.push(node);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget === null) requestAnimationFrame(watch);
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      stop();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
}
