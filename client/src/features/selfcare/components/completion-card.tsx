import type { ReactNode } from 'react';
import { PartyPopper, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** What an exercise shows once done: a word of thanks, Start Again, and the way back to the others. */
export function CompletionCard({ title, children, onStartAgain }: { title: string; children: ReactNode; onStartAgain: () => void }) {
  const { t } = useTranslation('selfcare');
  return (
    <Card className="flex flex-col items-center py-10 text-center" data-testid="exercise-complete">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent text-primary">
        <PartyPopper className="h-7 w-7" aria-hidden />
      </span>
      <h2 className="mt-4 text-xl font-semibold">{title}</h2>
      <div className="mt-2 max-w-md text-muted">{children}</div>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Button onClick={onStartAgain} autoFocus>
          <RotateCcw className="h-4 w-4" aria-hidden />
          {t('controls.startAgain')}
        </Button>
        <ButtonLink variant="secondary" to={paths.dashboard.selfcareIndex}>
          {t('controls.moreExercises')}
        </ButtonLink>
      </div>
    </Card>
  );
}
