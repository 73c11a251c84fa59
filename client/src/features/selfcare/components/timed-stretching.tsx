import { useEffect, useReducer } from 'react';
import { Check, Pause, Play, RotateCcw, SkipForward } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { stretches, stretchStepKeys } from '../content/stretches';
import { formatCountdown, isRunning } from '../machines/stopwatch';
import { initialStretching, STRETCH_COUNT, STRETCH_MS, stretchingAt, stretchingReducer } from '../machines/stretching-machine';
import { clockNow, useNow } from '../hooks/use-now';
import { CompletionCard } from './completion-card';
import { LiveRegion } from './live-region';
import { ProgressBar } from './progress-bar';

// Three controls fit one row on a 375 px phone.
const compact = 'px-3 sm:px-4';

/** Five 30-second stretches that advance on their own, with Pause, Skip and Reset (above the steps, so Start is in view on a phone). */
export function TimedStretching() {
  const { t } = useTranslation('selfcare');
  const [state, dispatch] = useReducer(stretchingReducer, initialStretching);
  const ticking = isRunning(state.stopwatch);
  const moment = stretchingAt(state, useNow(ticking));
  const act = (type: 'start' | 'pause' | 'skip' | 'reset') => dispatch({ type, now: clockNow() });

  // The last stretch ran out: stop the clock, so nothing ticks under the completion view.
  useEffect(() => {
    if (moment.finished && ticking) dispatch({ type: 'pause', now: clockNow() });
  }, [moment.finished, ticking]);

  if (moment.finished) {
    return (
      <>
        <LiveRegion message={t('stretching.completeAnnounce')} />
        <CompletionCard title={t('stretching.completeTitle')} onStartAgain={() => act('reset')}>
          {t('stretching.completeBody', { total: STRETCH_COUNT })}
        </CompletionCard>
      </>
    );
  }

  const stretch = stretches[moment.index];
  if (!stretch) return null;
  const name = t(`stretching.stretches.${stretch}.name`);
  const place = { index: moment.index + 1, total: STRETCH_COUNT };
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="space-y-5 p-5 sm:p-6 lg:col-span-2">
        <LiveRegion message={moment.started ? (moment.running ? t('stretching.announce', { name, ...place }) : t('controls.paused')) : ''} />
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="text-sm font-medium text-primary">{t('stretching.position', place)}</p>
            <h2 className="mt-1 text-xl font-semibold" data-testid="stretch-name">
              {name}
            </h2>
            <p className="mt-1 text-sm text-muted">{t(`stretching.stretches.${stretch}.benefit`)}</p>
          </div>
          <p className="text-4xl font-light tabular-nums" data-testid="stretch-countdown">
            {formatCountdown(moment.secondsLeft)}
          </p>
        </div>
        <ProgressBar value={moment.progress} />
        <div className="flex flex-wrap gap-2 sm:gap-3">
          {moment.running ? (
            <Button className={compact} onClick={() => act('pause')}>
              <Pause className="h-4 w-4" aria-hidden />
              {t('controls.pause')}
            </Button>
          ) : (
            <Button className={compact} onClick={() => act('start')}>
              <Play className="h-4 w-4" aria-hidden />
              {moment.started ? t('controls.resume') : t('controls.start')}
            </Button>
          )}
          <Button variant="secondary" className={compact} onClick={() => act('skip')}>
            <SkipForward className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
            {t('controls.skip')}
          </Button>
          <Button variant="ghost" className={compact} onClick={() => act('reset')} disabled={!moment.started}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            {t('controls.reset')}
          </Button>
        </div>
        <ol className="list-decimal space-y-2 ps-5 text-slate-700 marker:font-semibold marker:text-primary">
          {stretchStepKeys.map((step) => (
            <li key={step} className="ps-1 leading-relaxed">
              {t(`stretching.stretches.${stretch}.${step}`)}
            </li>
          ))}
        </ol>
      </Card>
      <Card className="h-fit">
        <CardTitle>{t('stretching.routine')}</CardTitle>
        <ol className="mt-3 space-y-2" aria-label={t('stretching.listLabel')}>
          {stretches.map((item, index) => {
            const done = index < moment.index;
            const current = index === moment.index;
            return (
              <li
                key={item}
                aria-current={current ? 'step' : undefined}
                className={cn('flex items-center gap-3 rounded-lg px-3 py-2 text-sm', current ? 'bg-accent font-medium text-primary' : 'text-slate-700')}
              >
                <span className={cn('flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs', done ? 'bg-primary text-primary-foreground' : 'bg-slate-100')}>
                  {done ? <Check className="h-3.5 w-3.5" aria-label={t('stretching.done')} /> : index + 1}
                </span>
                <span className="min-w-0 flex-1">{t(`stretching.stretches.${item}.name`)}</span>
                <span className="tabular-nums text-muted">{formatCountdown(STRETCH_MS / 1000)}</span>
              </li>
            );
          })}
        </ol>
      </Card>
    </div>
  );
}
