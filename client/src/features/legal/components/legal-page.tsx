import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '@/components/layout/public-page';
import type { LegalSection } from './legal-section';
import { TableOfContents } from './table-of-contents';

// Legal texts are long-form reading: generous line height, clear lists, underlined links.
const prose =
  'text-slate-700 leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 ' +
  '[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:mt-1.5 [&_p]:mt-3 ' +
  '[&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:ps-6';

/**
 * A legal document: title, effective date, table of contents and numbered sections. The document is
 * in English only (marked so, for screen readers); a reader in another language is told so in theirs.
 */
export function LegalPage({
  title,
  effectiveDate,
  intro,
  sections,
}: {
  title: string;
  effectiveDate: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const { t, i18n } = useTranslation();
  const english = i18n.resolvedLanguage === 'en';
  return (
    <PublicPage>
      <div className="bg-linear-to-b from-teal-50 to-background">
        <div className="mx-auto max-w-5xl px-4 pb-10 pt-12 sm:px-6 sm:pt-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t('footer.legal')}</p>
          {!english && (
            <p role="note" className="mt-3 w-fit rounded-lg border border-teal-200 bg-surface px-3 py-2 text-sm text-foreground">
              {t('legal.englishOnly')}
            </p>
          )}
          <div lang="en" dir="ltr" className="text-start">
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
            <p className="mt-3 text-sm text-muted">Effective {effectiveDate}</p>
            <div className={`mt-4 max-w-3xl text-lg ${prose}`}>{intro}</div>
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-[15rem_1fr] lg:gap-10">
        <TableOfContents sections={sections} />
        <article lang="en" dir="ltr" className="min-w-0 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-10">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24 border-border pt-8 first:pt-0 [&+&]:mt-8 [&+&]:border-t"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-semibold text-foreground">
                {index + 1}. {section.title}
              </h2>
              <div className={prose}>{section.body}</div>
            </section>
          ))}
        </article>
      </div>
    </PublicPage>
  );
}
