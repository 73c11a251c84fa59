import { Link } from 'react-router-dom';
import { CookingPot, NotebookPen, PersonStanding, Wind, type LucideIcon } from 'lucide-react';
import { Card, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useTranslation } from 'react-i18next';

/** Each exercise's label and description are the dashboard texts `overview.<name>` and `…Body`. */
const exercises = [
  { name: 'breathing', href: paths.dashboard.selfcare('guided-breathing'), icon: Wind },
  { name: 'stretching', href: paths.dashboard.selfcare('timed-stretching'), icon: PersonStanding },
  { name: 'journal', href: paths.dashboard.selfcare('reflection-journal'), icon: NotebookPen },
  { name: 'mindful', href: paths.dashboard.selfcare('mindful-activity'), icon: CookingPot },
] as const satisfies readonly { name: string; href: string; icon: LucideIcon }[];

/** The overview's way into the self-care exercises. */
export function SelfCareShortcuts() {
  const { t } = useTranslation('dashboard');
  return (
    <Card className="p-5">
      <div className="flex items-baseline justify-between gap-3">
        <CardTitle>{t('overview.selfCareTitle')}</CardTitle>
        <Link to={paths.dashboard.selfcareIndex} className="text-sm font-medium text-primary hover:underline">
          {t('overview.seeAll')}
        </Link>
      </div>
      <nav aria-label={t('overview.selfCareNav')} className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {exercises.map(({ name, href, icon: Icon }) => (
          <Link
            key={href}
            to={href}
            className="group flex items-center gap-3 rounded-xl border border-border p-3 transition-colors hover:border-primary/40 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
              <Icon className="h-4 w-4" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-medium text-foreground group-hover:text-primary">{t(`overview.${name}`)}</span>
              <span className="block text-xs text-muted">{t(`overview.${name}Body`)}</span>
            </span>
          </Link>
        ))}
      </nav>
    </Card>
  );
}
