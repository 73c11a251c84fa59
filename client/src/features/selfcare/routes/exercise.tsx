import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { exercises, isExerciseSlug, type ExerciseSlug } from '../content/exercises';
import { ExerciseLayout } from '../components/exercise-layout';
import { GuidedBreathing } from '../components/guided-breathing';
import { MindfulActivity } from '../components/mindful-activity';
import { ReflectionJournal } from '../components/reflection-journal';
import { TimedStretching } from '../components/timed-stretching';

const pages: Record<ExerciseSlug, ComponentType> = {
  'guided-breathing': GuidedBreathing,
  'timed-stretching': TimedStretching,
  'reflection-journal': ReflectionJournal,
  'mindful-activity': MindfulActivity,
};

/** /dashboard/selfcare/:slug: one exercise. */
export function Component() {
  const { slug = '' } = useParams();
  if (!isExerciseSlug(slug)) return <ExerciseNotFound />;
  const Page = pages[slug];
  return (
    <ExerciseLayout exercise={exercises[slug]}>
      {/* A new key per exercise: moving between them starts each afresh. */}
      <Page key={slug} />
    </ExerciseLayout>
  );
}

function ExerciseNotFound() {
  const { t } = useTranslation('selfcare');
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
      <SearchX className="h-10 w-10 text-muted" aria-hidden />
      <h1 className="mt-3 text-xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-2 max-w-sm text-muted">{t('notFound.body')}</p>
      <ButtonLink to={paths.dashboard.selfcareIndex} className="mt-6">
        {t('notFound.seeAll')}
      </ButtonLink>
    </Card>
  );
}
