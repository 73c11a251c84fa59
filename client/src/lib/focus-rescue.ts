import { useEffect } from 'react';

const HEADING = 'h1, h2, h3';
/** How long after focus fell to the page's body what had it may still be replaced (a save's round trip). */
const WATCH_MS = 15_000;

/** Where an element stands: its ancestors, nearest first, and the place of each among its parent's children. */
export interface FocusPlace {
  path: Element[];
  indexes: number[];
}

export function placeOf(element: Element): FocusPlace {
  const place: FocusPlace = { path: [], indexes: [] };
  for (let node: Element | null = element; node; node = node.parentElement) {
    place.path.push(node);
    place.indexes.push(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0);
  }
  return place;
}

/**
 * Focuses what took the place of an element that left the page: the nearest of its ancestors still there
 * holds, where the element's branch was, its replacement ("Check-in complete" where the form was, the
 * recap where the chat was); its first heading takes focus, else that ancestor's. False if none.
 */
export function focusWhatReplaced(place: FocusPlace): boolean {
  const at = place.path.findIndex((node) => node.isConnected && node !== document.body && node !== document.documentElement);
  const still = place.path[at];
  if (at <= 0 || !(still instanceof HTMLElement)) return false;
  const replacement = still.children[place.indexes[at - 1] ?? -1];
  const target = replacement?.querySelector<HTMLElement>(HEADING) ?? (replacement?.matches(HEADING) ? (replacement as HTMLElement) : null) ?? still.querySelector<HTMLElement>(HEADING);
  if (!target || target.closest('[aria-hidden="true"]')) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * When what had focus leaves the page (a form replaced by its result once saved, a chat by its recap),
 * focus would fall to the page's body and a keyboard or screen reader user would start again from the
 * top. It goes instead to what replaced it (see `focusWhatReplaced`).
 */
export function useFocusRescue(): void {
  useEffect(() => {
    let place: FocusPlace | null = null;
    let watcher: MutationObserver | null = null;
    let timer = 0;
    const stop = () => {
      watcher?.disconnect();
      watcher = null;
      clearTimeout(timer);
    };
    const focusLost = () => document.activeElement === null || document.activeElement === document.body;
    // Focus fell to the body (a click elsewhere, or its control disabled while saving): wait for that
    // control to leave the page, then put focus where its replacement is.
    const watch = () => {
      stop();
      const check = () => {
        if (!focusLost()) return stop();
        if (place?.path[0]?.isConnected === false) {
          stop();
          const lost = place;
          requestAnimationFrame(() => focusLost() && focusWhatReplaced(lost));
        }
      };
      watcher = new MutationObserver(check);
      watcher.observe(document.body, { childList: true, subtree: true });
      timer = window.setTimeout(stop, WATCH_MS);
      check();
    };
    const onFocusIn = (event: FocusEvent) => {
      stop();
      if (event.target instanceof Element) place = placeOf(event.target);
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
