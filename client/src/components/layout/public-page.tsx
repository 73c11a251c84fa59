import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** The frame of every public page: the header, the page's own `main` (the skip link's target), the footer. */
export function PublicPage({ children, mainClassName }: { children: ReactNode; mainClassName?: string }) {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main id="main" tabIndex={-1} className={cn('flex-1 focus:outline-none', mainClassName)}>
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
