import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { mindfulSteps } from '../content/mindful-steps';
import { formatCountdown } from '../machines/stopwatch';

/** Before the activity: what it is, its five steps and how long each takes. */
export function MindfulIntro({ onBegin }: { onBegin: () => void }) {
  const { t } = useTranslation('selfcare');
  return (
    <Card className="space-y-5">
      <div>
        <CardTitle>{t('mindful.introTitle')}</CardTitle>
        <p className="mt-2 leading-relaxed text-slate-700">{t('mindful.introBody')}</p>
      </div>
      <ol className="space-y-2">
        {mindfulSteps.map((step, index) => (
          <li key={step.id} className="flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
            <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-primary">{index + 1}</span>
            <span className="min-w-0 flex-1 text-slate-800">{t(`mindful.steps.${step.id}.title`)}</span>
            <span className="tabular-nums text-muted">{formatCountdown(step.seconds)}</span>
          </li>
        ))}
      </ol>
      <Button onClick={onBegin}>
        <Play className="h-4 w-4" aria-hidden />
        {t('controls.begin')}
      </Button>
    </Card>
  );
}
