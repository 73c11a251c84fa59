import { useCallback, useState } from 'react';

const STORAGE_KEY = 'solace.sidebar-collapsed';

function readStored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether the desktop sidebar shows icons only; remembered per browser and read before the first paint. */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(readStored);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(STORAGE_KEY, next ? '1' : '0');
      } catch {
        // Private browsing can refuse storage; the toggle still works for this visit.
      }
      return next;
    });
  }, []);
  return { collapsed, toggle };
}
