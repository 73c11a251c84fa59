import { Trans, useTranslation } from 'react-i18next';
import { LifeBuoy } from 'lucide-react';
import { crisisCountryOf } from '@shared/crisis-country';
import { crisisLinesDirectory } from '@shared/crisis-lines';
import { currentLanguage } from '@/lib/i18n';
import { PublicPage } from '@/components/layout/public-page';
import { CountryLines, InternationalLines } from '../components/country-lines';
import { CrisisProtocol } from '../components/crisis-protocol';

const listed = new Set(crisisLinesDirectory.countries.map((country) => country.code));

/** "ES" for "es-ES"; nothing for a tag `Intl` cannot read ("en_US"), which must never break this page. */
function regionOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).region;
  } catch {
    return undefined;
  }
}

/**
 * Where this browser seems to be: its time zone, else a listed region of its languages ("es-ES"), else its
 * language; only the language when the page is drawn at build time, where there is no browser.
 */
function visitorCountry(): string | null {
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return crisisCountryOf(null, currentLanguage());
  const region = (navigator.languages ?? [navigator.language]).map(regionOf).find((code) => code !== undefined && listed.has(code));
  return crisisCountryOf(Intl.DateTimeFormat().resolvedOptions().timeZone, currentLanguage(), region);
}

/** `/crisis-support`, public: the crisis protocol and the help lines by country, the visitor's first. */
export function Component() {
  const { t } = useTranslation('crisis');
  const here = visitorCountry();
  const countries = [...crisisLinesDirectory.countries].sort((a, b) => Number(b.code === here) - Number(a.code === here));
  return (
    <PublicPage>
      <div className="bg-linear-to-b from-teal-50 to-background">
        <div className="mx-auto max-w-5xl px-4 pb-8 pt-12 sm:px-6 sm:pt-16">
          <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{t('page.title')}</h1>
          <div role="note" className="mt-5 flex max-w-3xl gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <LifeBuoy className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden />
            <p>
              <Trans
                t={t}
                i18nKey="page.dangerNow"
                components={{
                  strong: <strong className="font-semibold" />,
                  lines: <a href="#lines" className="font-medium underline underline-offset-4" />,
                }}
              />
            </p>
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-5xl space-y-8 px-4 pb-20 sm:px-6">
        <CrisisProtocol />
        <section id="lines" aria-labelledby="lines-title" tabIndex={-1} className="scroll-mt-24 focus:outline-none">
          <h2 id="lines-title" className="text-xl font-semibold text-foreground">
            {t('page.linesTitle')}
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {countries.map((country) => (
              <CountryLines key={country.code} country={country} />
            ))}
            <InternationalLines lines={crisisLinesDirectory.international} />
          </div>
        </section>
      </div>
    </PublicPage>
  );
}
