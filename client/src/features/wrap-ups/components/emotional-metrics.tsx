import { useTranslation } from 'react-i18next';
import type { WrapUp } from '@shared/api/wrap-ups';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/use-format';
import { metricColour } from './metric-colour';

const barColours = { green: 'bg-emerald-500', yellow: 'bg-amber-400', red: 'bg-red-500' } as const;

/** Mood, energy, stress and sleep as x.x/5 with coloured bars; each label is the wrapups text `metrics.<name>`. */
export function EmotionalMetrics({ wrapUp }: { wrapUp: WrapUp }) {
  const { t } = useTranslation('wrapups');
  const format = useFormat();
  const metrics = [
    ['mood', 'mood', wrapUp.moodAverage, false],
    ['energy', 'energy', wrapUp.energyAverage, false],
    ['stress', 'stress-level', wrapUp.stressAverage, true],
    ['sleep', 'sleep-quality', wrapUp.sleepAverage, false],
  ] as const;
  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>{t('metrics.title')}</CardTitle>
      <dl className="mt-4 space-y-4">
        {metrics.map(([name, testId, value, inverted]) => (
          // A term, its value, and its bar as a second description (hidden from screen readers: the value says it).
          <div key={name} className="grid grid-cols-[1fr_auto] gap-x-3 text-sm">
            <dt className="text-muted">{t(`metrics.${name}`)}</dt>
            <dd className="font-semibold" data-testid={`metric-${testId}`}>
              {value === null ? t('metrics.noCheckIns') : `${format.mood(value)}/5`}
            </dd>
            <dd className="col-span-2 mt-1.5 h-2 rounded-full bg-slate-100" aria-hidden>
              {value !== null && (
                <div
                  className={cn('h-2 rounded-full', barColours[metricColour(value, inverted)])}
                  style={{ width: `${(value / 5) * 100}%` }}
                  data-colour={metricColour(value, inverted)}
                />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
