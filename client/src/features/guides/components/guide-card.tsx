import { Link } from 'react-router-dom';
import { ArrowRight, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GuideSummary } from '@shared/api/guides';
import { paths } from '@/config/paths';
import { guideIcons } from './guide-icons';

/** One guide on the Productivity Guide page, linking to it. */
export function GuideCard({ guide }: { guide: GuideSummary }) {
  const { t } = useTranslation('guides');
  const Icon = guideIcons[guide.slug];
  return (
    <Link
      to={paths.dashboard.guide(guide.slug)}
      className="group flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm transition-colors hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-accent text-primary">
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-foreground group-hover:text-primary" data-server-text>
        {guide.title}
      </h2>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted" data-server-text>
        {guide.summary}
      </p>
      <span className="mt-5 flex items-center justify-between text-sm">
        <span className="inline-flex items-center gap-1.5 text-muted">
          <Clock className="h-4 w-4" aria-hidden />
          {t('card.readMinutes', { count: guide.readMinutes })}
        </span>
        <span className="inline-flex items-center gap-1 font-medium text-primary">
          {t('card.readGuide')}
          <ArrowRight
            className="h-4 w-4 transition-transform rtl:-scale-x-100 motion-safe:group-hover:translate-x-0.5 motion-safe:rtl:group-hover:-translate-x-0.5"
            aria-hidden
          />
        </span>
      </span>
    </Link>
  );
}
