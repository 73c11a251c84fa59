import { useTranslation } from 'react-i18next';
import { exerciseSlugs, exercises } from '../content/exercises';
import { ExerciseLinkCard } from '../components/exercise-link-card';

/** /dashboard/selfcare: the four exercises, free on every plan. */
export function Component() {
  const { t } = useTranslation('selfcare');
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('index.title')}</h1>
        <p className="mt-1 text-muted">{t('index.lead')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {exerciseSlugs.map((slug) => (
          <ExerciseLinkCard key={slug} exercise={exercises[slug]} />
        ))}
      </div>
    </div>
  );
}
