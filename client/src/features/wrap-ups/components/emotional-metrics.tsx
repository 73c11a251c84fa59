import type { WrapUp } from '@shared/api/wrap-ups';
import { formatMood } from '@shared/format';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { metricColour } from './metric-colour';

const barColours = { green: 'bg-emerald-500', yellow: 'bg-amber-400', red: 'bg-red-500' } as const;

/** Mood, energy, stress and sleep as x.x/5 with coloured bars. */
export function EmotionalMetrics({ wrapUp }: { wrapUp: WrapUp }) {
  const metrics = [
    ['Mood', wrapUp.moodAverage, false],
    ['Energy', wrapUp.energyAverage, false],
    ['Stress Level', wrapUp.stressAverage, true],
    ['Sleep Quality', wrapUp.sleepAverage, false],
  ] as const;
  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>Emotional Metrics</CardTitle>
      <dl className="mt-4 space-y-4">
        {metrics.map(([label, value, inverted]) => (
          <div key={label}>
            <div className="flex justify-between text-sm">
              <dt className="text-muted">{label}</dt>
              <dd className="font-semibold" data-testid={`metric-${label.toLowerCase().replace(' ', '-')}`}>
                {value === null ? 'No check-ins' : `${formatMood(value)}/5`}
              </dd>
            </div>
            <div className="mt-1.5 h-2 rounded-full bg-slate-100" aria-hidden>
              {value !== null && (
                <div
                  className={cn('h-2 rounded-full', barColours[metricColour(value, inverted)])}
                  style={{ width: `${(value / 5) * 100}%` }}
                  data-colour={metricColour(value, inverted)}
                />
              )}
            </div>
          </div>
        ))}
      </dl>
    </Card>
  );
}
