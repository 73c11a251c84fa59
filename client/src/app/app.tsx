import { useSyncExternalStore } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Direction } from 'radix-ui';
import { textDirection } from '@shared/i18n/languages';
import { currentLanguage } from '@/lib/i18n';
import { Toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

const subscribe = (listener: () => void) => router.subscribe(listener);
const onLandingPage = () => router.state.location.pathname === paths.home;

export function App() {
  // The landing page's first view shows no toasts: it fetches the toast library only when needed.
  const landing = useSyncExternalStore(subscribe, onLandingPage);
  useTranslation(); // follows a change of language
  // Menus, tabs and sliders move with the arrow keys the way the page reads (right to left in Arabic).
  return (
    <Direction.Provider dir={textDirection(currentLanguage())}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster deferred={landing} />
      </QueryClientProvider>
    </Direction.Provider>
  );
}
