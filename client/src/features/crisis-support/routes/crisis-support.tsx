import { useQuery } from '@tanstack/react-query';
import { LifeBuoy } from 'lucide-react';
import { PublicFooter } from '@/components/layout/public-footer';
import { PublicHeader } from '@/components/layout/public-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { crisisLinesQuery } from '../api/crisis-lines-api';
import { CountryLines, InternationalLines } from '../components/country-lines';
import { CrisisProtocol } from '../components/crisis-protocol';

/** `/crisis-support`, public: the crisis protocol and the help lines by country. */
export function Component() {
  const lines = useQuery(crisisLinesQuery);
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <div className="bg-linear-to-b from-teal-50 to-background">
          <div className="mx-auto max-w-5xl px-4 pb-8 pt-12 sm:px-6 sm:pt-16">
            <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Crisis support</h1>
            <div role="note" className="mt-5 flex max-w-3xl gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
              <LifeBuoy className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden />
              <p>
                <strong className="font-semibold">If you are in danger now, call your local emergency number.</strong> If you are
                thinking about suicide or hurting yourself, you deserve support from a person: the free lines below answer
                calls and, where shown, texts. <a href="#lines" className="font-medium underline underline-offset-4">Go to the lines by country</a>
              </p>
            </div>
          </div>
        </div>
        <div className="mx-auto max-w-5xl space-y-8 px-4 pb-20 sm:px-6">
          <CrisisProtocol />
          <section id="lines" aria-labelledby="lines-title" tabIndex={-1} className="scroll-mt-24 focus:outline-none">
            <h2 id="lines-title" className="text-xl font-semibold text-foreground">
              Crisis lines by country
            </h2>
            {lines.isPending && <Spinner className="mt-4" />}
            {lines.isError && (
              <div role="alert" className="mt-4 space-y-3 text-slate-700">
                <p>We could not load the list of lines. If you need help now, call your local emergency number, or find a line at findahelpline.com.</p>
                <Button variant="secondary" onClick={() => void lines.refetch()}>
                  Try again
                </Button>
              </div>
            )}
            {lines.data && (
              <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {lines.data.countries.map((country) => (
                  <CountryLines key={country.code} country={country} />
                ))}
                <InternationalLines lines={lines.data.international} />
              </div>
            )}
          </section>
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
