import type { ReactNode } from 'react';
import { PublicPage } from '@/components/layout/public-page';
import { Card } from '@/components/ui/card';

/** The frame of the pages opened from emailed links: the public header, one centred card, the footer. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PublicPage mainClassName="flex justify-center px-4 py-10 sm:py-16">
      <Card className="h-fit w-full max-w-md">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <div className="mt-4">{children}</div>
      </Card>
    </PublicPage>
  );
}
