import { useReducer } from 'react';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { breathingAt, breathingPhases, breathingReducer, breathingScale, initialBreathing } from '../machines/breathing-machine';
import { isRunning } from '../machines/stopwatch';
import { clockNow, useNow } from '../hooks/use-now';
import { BreathingCircle } from './breathing-circle';
import { LiveRegion } from './live-region';

/** Prepare, then inhale 4 s, hold 4 s, exhale 6 s, round and round, counting the rounds. */
export function GuidedBreathing() {
  const { t } = useTranslation('selfcare');
  const [state, dispatch] = useReducer(breathingReducer, initialBreathing);
  const running = isRunning(state);
  const moment = breathingAt(state, useNow(running));
  const label = t(`breathing.phases.${moment.phase}.label`);
  const instruction = t(`breathing.phases.${moment.phase}.instruction`);
  const started = running || state.accumulatedMs > 0;

  const reset = () => {
    const { cycles } = breathingAt(state, clockNow());
    dispatch({ type: 'reset', now: clockNow() });
    if (cycles > 0) toast.success(t('breathing.completedTitle'), { description: t('breathing.completedBody', { count: cycles }) });
  };

  const announcement = !started
    ? ''
    : !running
      ? t('controls.paused')
      : t(`breathing.phases.${moment.phase}.announce`, { cycle: moment.cycles + 1 });

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="flex flex-col items-center gap-6 py-8 lg:col-span-2">
        <BreathingCircle phase={moment.phase} label={label} secondsLeft={moment.secondsLeft} scale={breathingScale(moment)} />
        <p className="min-h-6 text-center text-muted">{started ? instruction : t('breathing.before')}</p>
        <LiveRegion message={announcement} />
        <div className="flex flex-wrap justify-center gap-3">
          {running ? (
            <Button onClick={() => dispatch({ type: 'pause', now: clockNow() })}>
              <Pause className="h-4 w-4" aria-hidden />
              {t('controls.pause')}
            </Button>
          ) : (
            <Button onClick={() => dispatch({ type: 'start', now: clockNow() })}>
              <Play className="h-4 w-4" aria-hidden />
              {started ? t('controls.resume') : t('controls.start')}
            </Button>
          )}
          <Button variant="secondary" onClick={reset} disabled={!started}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            {t('controls.reset')}
          </Button>
        </div>
        <p className="text-sm text-muted">
          <Trans
            t={t}
            i18nKey="breathing.cyclesCompleted"
            values={{ cycles: moment.cycles }}
            components={{ number: <span className="font-semibold text-foreground" data-testid="breathing-cycles" /> }}
          />
        </p>
      </Card>
      <Card className="h-fit">
        <CardTitle>{t('breathing.howItWorks')}</CardTitle>
        <ol className="mt-3 space-y-3 text-sm">
          {(['prepare', 'inhale', 'hold', 'exhale'] as const).map((key) => (
            <li key={key} className="flex items-baseline justify-between gap-3">
              <span>
                <span className="font-medium text-foreground">{t(`breathing.phases.${key}.label`)}</span>
                <span className="block text-muted">{t(`breathing.phases.${key}.instruction`)}</span>
              </span>
              <span className="shrink-0 tabular-nums text-muted">{t('breathing.phaseSeconds', { seconds: breathingPhases[key].ms / 1000 })}</span>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-sm text-muted">
          {t('breathing.note')}
        </p>
      </Card>
    </div>
  );
}
