import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Guide } from '@shared/api/guides';
import { GuideBlock } from './blocks/guide-block';
import { guideIcons } from './guide-icons';

const sectionId = (id: string) => `guide-${id}`;

/** A whole guide as the server sent it: title, intro, contents and its sections. */
export function GuideArticle({ guide }: { guide: Guide }) {
  const { t } = useTranslation('guides');
  const Icon = guideIcons[guide.slug];
  return (
    <article className="space-y-8" data-server-text>
      <header className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <div className="flex items-start gap-4">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
            <Icon className="h-6 w-6" aria-hidden />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold sm:text-3xl">{guide.title}</h1>
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-muted">
              <Clock className="h-4 w-4" aria-hidden />
              {t('card.readMinutes', { count: guide.readMinutes })}
            </p>
          </div>
        </div>
        <p className="mt-5 leading-relaxed text-slate-700">{guide.intro}</p>
        <nav aria-label={t('article.onThisPage')} className="mt-6 border-t border-border pt-4">
          <h2 className="text-xs font-semibold uppercase tracking-wide text-muted rtl:tracking-normal">{t('article.onThisPage')}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {guide.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${sectionId(section.id)}`}
                  className="inline-block rounded-full border border-border px-3 py-1 text-sm text-slate-700 hover:border-primary/40 hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {guide.sections.map((section) => (
        <section key={section.id} id={sectionId(section.id)} aria-labelledby={`${sectionId(section.id)}-heading`} className="scroll-mt-24 space-y-4">
          <h2 id={`${sectionId(section.id)}-heading`} className="text-xl font-semibold">
            {section.heading}
          </h2>
          {section.blocks.map((block, index) => (
            <GuideBlock key={`${block.kind}-${index}`} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
