import { Link, type To } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { LifeBuoy } from 'lucide-react';
import type { CommonKey } from '@shared/i18n/text';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { LanguageSwitcher } from './language-switcher';

interface FooterColumn {
  title: CommonKey;
  links: { label: CommonKey; to: To }[];
}

const columns: FooterColumn[] = [
  {
    title: 'footer.product',
    links: [
      { label: 'footer.howItWorks', to: { pathname: paths.home, hash: '#how-it-works' } },
      { label: 'footer.features', to: { pathname: paths.home, hash: '#features' } },
      { label: 'footer.pricing', to: { pathname: paths.home, hash: '#pricing' } },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { label: 'footer.privacy', to: paths.privacy },
      { label: 'footer.terms', to: paths.terms },
    ],
  },
  {
    title: 'footer.support',
    links: [
      { label: 'footer.contact', to: paths.contact },
      { label: 'footer.getHelp', to: paths.crisisSupport },
    ],
  },
];

const linkClass =
  'rounded text-slate-600 transition-colors hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** The footer of every public page: site links, the legal pages and the note on professional help. */
export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-border bg-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 sm:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1fr]">
          <div className="sm:col-span-3 lg:col-span-1">
            <Link to={paths.home} aria-label={t('brand.home')} className={`inline-block ${linkClass}`}>
              <Logo />
            </Link>
            <p className="mt-3 max-w-xs text-sm leading-relaxed text-muted">
              {t('footer.tagline')}
            </p>
            <LanguageSwitcher className="mt-4 w-fit" />
          </div>
          {columns.map((column) => (
            <nav key={column.title} aria-label={t(column.title)}>
              <h2 className="text-sm font-semibold text-foreground">{t(column.title)}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className={linkClass}>
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div
          role="note"
          aria-label={t('footer.notReplacementLabel')}
          className="mt-10 flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm leading-relaxed text-amber-900"
        >
          <LifeBuoy className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <p>
            <Trans
              t={t}
              i18nKey="footer.notReplacement"
              components={{
                strong: <strong className="font-semibold" />,
                help: <Link to={paths.crisisSupport} className="font-medium underline underline-offset-4" />,
              }}
            />
          </p>
        </div>
        <div className="mt-8 flex flex-col gap-2 border-t border-border pt-6 text-sm text-muted sm:flex-row sm:justify-between">
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.madeIn')}</p>
        </div>
      </div>
    </footer>
  );
}
