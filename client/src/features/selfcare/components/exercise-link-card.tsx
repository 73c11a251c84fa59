import { Link } from 'react-router-dom';
import { ArrowRight, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import type { ExerciseInfo } from '../content/exercises';

/** One exercise on the Self-Care page, linking to it. */
export function ExerciseLinkCard({ exercise }: { exercise: ExerciseInfo }) {
  const Icon = exercise.icon;
  const { t } = useTranslation('selfcare');
  return (
    <Link
      to={paths.dashboard.selfcare(exercise.slug)}
      className="group flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm transition-colors hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-accent text-primary">
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-foreground group-hover:text-primary">{t(`exercises.${exercise.name}.title`)}</h2>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{t(`exercises.${exercise.name}.description`)}</p>
      <span className="mt-5 flex items-center justify-between gap-3 text-sm">
        <span className="inline-flex items-center gap-1.5 text-muted">
          <Clock className="h-4 w-4" aria-hidden />
          {t(`exercises.${exercise.name}.length`)}
        </span>
        <span className="inline-flex items-center gap-1 font-medium text-primary">
          {t('controls.begin')}
          <ArrowRight className="h-4 w-4 transition-transform rtl:-scale-x-100 ltr:motion-safe:group-hover:translate-x-0.5 rtl:motion-safe:group-hover:-translate-x-0.5" aria-hidden />
        </span>
      </span>
    </Link>
  );
}
