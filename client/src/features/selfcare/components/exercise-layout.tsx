import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import type { ExerciseInfo } from '../content/exercises';

/** Every exercise page: the back arrow, the exercise's title and what it is for. */
export function ExerciseLayout({ exercise, children }: { exercise: ExerciseInfo; children: ReactNode }) {
  const Icon = exercise.icon;
  const { t } = useTranslation('selfcare');
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link
        to={paths.dashboard.selfcareIndex}
        className="inline-flex items-center gap-2 rounded text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
        {t('layout.back')}
      </Link>
      <div className="flex items-start gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
          <Icon className="h-6 w-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">{t(`exercises.${exercise.name}.title`)}</h1>
          <p className="mt-1 text-muted">{t(`exercises.${exercise.name}.description`)}</p>
        </div>
      </div>
      {children}
    </div>
  );
}
