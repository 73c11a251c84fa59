import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LegalSection } from './legal-section';

/** Numbered links to each section; sticks beside the text on wide screens. */
export function TableOfContents({ sections }: { sections: LegalSection[] }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-labelledby="toc-title"
      className="rounded-2xl border border-border bg-surface p-5 shadow-sm lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto"
    >
      <h2 id="toc-title" className="text-sm font-semibold uppercase tracking-wider text-muted">
        {t('legal.contents')}
      </h2>
      <ol lang="en" dir="ltr" className="mt-3 space-y-1 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <Link
              to={{ hash: `#${section.id}` }}
              className="flex gap-2 rounded-lg px-2 py-1.5 text-slate-600 hover:bg-teal-50 hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              <span className="w-5 shrink-0 text-end tabular-nums text-muted">{index + 1}.</span>
              <span>{section.title}</span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
