import type { ReactNode } from 'react';
import { PublicFooter } from '@/components/layout/public-footer';
import { PublicHeader } from '@/components/layout/public-header';
import { Card } from '@/components/ui/card';

/** The frame of the pages opened from emailed links: the public header, one centred card, the footer. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 justify-center px-4 py-10 focus:outline-none sm:py-16">
        <Card className="h-fit w-full max-w-md">
          <h1 className="text-2xl font-semibold">{title}</h1>
          <div className="mt-4">{children}</div>
        </Card>
      </main>
      <PublicFooter />
    </div>
  );
}
