/**
 * Build-time entry (see client/build/prerender-crisis.ts): the crisis page drawn to HTML in a language,
 * so its lines can be read before any script runs. The script then draws the same page over it, with
 * the visitor's own country first.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { textDirection } from '@shared/i18n/languages';
import { languageCodes, type LanguageCode } from '@shared/preferences';
import { i18n, loadNamespaces, startI18n } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { Component as CrisisSupport } from '@/features/crisis-support/routes/crisis-support';

export interface DrawnPage {
  language: LanguageCode;
  direction: 'ltr' | 'rtl';
  /** The page's root, drawn. */
  html: string;
  title: string;
}

/** The crisis page drawn in every product language. */
export async function drawCrisisPages(): Promise<DrawnPage[]> {
  const pages: DrawnPage[] = [];
  for (const language of languageCodes) pages.push(await drawCrisisPage(language));
  return pages;
}

async function drawCrisisPage(language: LanguageCode): Promise<DrawnPage> {
  if (i18n.isInitialized) await i18n.changeLanguage(language);
  else await startI18n(language);
  await loadNamespaces(['crisis']);
  // Nobody is signed in at build time: a client that never fetches keeps the header's account buttons out.
  const queries = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const html = renderToString(
    <Direction.Provider dir={textDirection(language)}>
      <QueryClientProvider client={queries}>
        <StaticRouter location={paths.crisisSupport}>
          <CrisisSupport />
        </StaticRouter>
      </QueryClientProvider>
    </Direction.Provider>,
  );
  return { language, direction: textDirection(language), html, title: `${i18n.t('crisis:page.title')} · Solace` };
}
