import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

// Sonner keeps toasts shown before its Toaster mounts and replays them to it, so the Toaster can
// arrive after the first toast. The landing page shows none until the login dialog or the signed-in
// menu opens, so it need not fetch the toast library at all.
const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

// Close to the top edge, so a toast lies over the dashboard's 64 px top bar and not over the page under it
// (the onboarding card's heading, a form's first field).
const toastOffset = { top: 8 };

let wanted = false;
const listeners = new Set<() => void>();

function requestToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Mounts the toaster for a component that shows toasts on a page where it is deferred. */
export function useToaster() {
  useEffect(requestToaster, []);
}

/** Where toasts appear. While `deferred`, it waits for `useToaster`; once mounted it stays. */
export function Toaster({ deferred }: { deferred: boolean }) {
  const isWanted = useSyncExternalStore(subscribe, () => wanted);
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (!deferred) requestToaster();
  }, [deferred]);
  if (!isWanted && deferred) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        offset={toastOffset}
        mobileOffset={toastOffset}
        richColors
        closeButton
        dir={i18n.dir()}
        customAriaLabel={t('toasts.label')}
        toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
      />
    </Suspense>
  );
}
