import { useEffect } from 'react';

const HEADING = 'h1, h2, h3';

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
  takeFocus(target);
  return true;
}

/** Focuses a heading or region that is no control (reachable by script only), where it is, without scrolling. */
export function takeFocus(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * When what had focus leaves the page (a form replaced by its result once saved, a chat by its recap),
 * focus would fall to the page's body and a keyboard or screen reader user would start again from the
 * top. It goes instead to what replaced it (see `focusWhatReplaced`). The page's changes are watched
 * for that one thing: whether the last focused element is still there (one check per batch of changes).
 */
export function useFocusRescue(): void {
  useEffect(() => {
    let place: FocusPlace | null = null;
    const focusLost = () => document.activeElement === null || document.activeElement === document.body;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element) place = placeOf(event.target);
    };
    // A press elsewhere on the page moves the person's attention: what had focus before is not theirs to lose.
    const onPointerDown = () => {
      place = null;
    };
    const watcher = new MutationObserver(() => {
      const lost = place;
      if (!lost || lost.path[0]?.isConnected !== false) return;
      place = null;
      // A dialog that closed gives focus back itself (to what opened it).
      if (lost.path.some((node) => node.getAttribute('role') === 'dialog' && !node.isConnected)) return;
      // After React has put the replacement in.
      requestAnimationFrame(() => {
        if (focusLost()) focusWhatReplaced(lost);
      });
    });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown, true);
    watcher.observe(document.body, { childList: true, subtree: true });
    return () => {
      watcher.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, []);
}
