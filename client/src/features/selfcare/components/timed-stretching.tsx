import { useEffect, useReducer } from 'react';
import { Check, Pause, Play, RotateCcw, SkipForward } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { stretches } from '../content/stretches';
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
        <LiveRegion message="Stretching complete. Well done." />
        <CompletionCard title="Stretching complete" onStartAgain={() => act('reset')}>
          You moved through all {STRETCH_COUNT} stretches. Take a moment to notice how your body feels now.
        </CompletionCard>
      </>
    );
  }

  const stretch = stretches[moment.index];
  if (!stretch) return null;
  const position = `Stretch ${moment.index + 1} of ${STRETCH_COUNT}`;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="space-y-5 p-5 sm:p-6 lg:col-span-2">
        <LiveRegion message={moment.started ? (moment.running ? `${stretch.name}. ${position}.` : 'Paused') : ''} />
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="text-sm font-medium text-primary">{position}</p>
            <h2 className="mt-1 text-xl font-semibold" data-testid="stretch-name">
              {stretch.name}
            </h2>
            <p className="mt-1 text-sm text-muted">{stretch.benefit}</p>
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
              Pause
            </Button>
          ) : (
            <Button className={compact} onClick={() => act('start')}>
              <Play className="h-4 w-4" aria-hidden />
              {moment.started ? 'Resume' : 'Start'}
            </Button>
          )}
          <Button variant="secondary" className={compact} onClick={() => act('skip')}>
            <SkipForward className="h-4 w-4" aria-hidden />
            Skip
          </Button>
          <Button variant="ghost" className={compact} onClick={() => act('reset')} disabled={!moment.started}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            Reset
          </Button>
        </div>
        <ol className="list-decimal space-y-2 pl-5 text-slate-700 marker:font-semibold marker:text-primary">
          {stretch.steps.map((step) => (
            <li key={step} className="pl-1 leading-relaxed">
              {step}
            </li>
          ))}
        </ol>
      </Card>
      <Card className="h-fit">
        <CardTitle>Your routine</CardTitle>
        <ol className="mt-3 space-y-2" aria-label="Stretches">
          {stretches.map((item, index) => {
            const done = index < moment.index;
            const current = index === moment.index;
            return (
              <li
                key={item.name}
                aria-current={current ? 'step' : undefined}
                className={cn('flex items-center gap-3 rounded-lg px-3 py-2 text-sm', current ? 'bg-accent font-medium text-primary' : 'text-slate-700')}
              >
                <span className={cn('flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs', done ? 'bg-primary text-primary-foreground' : 'bg-slate-100')}>
                  {done ? <Check className="h-3.5 w-3.5" aria-label="Done" /> : index + 1}
                </span>
                <span className="min-w-0 flex-1">{item.name}</span>
                <span className="tabular-nums text-muted">{formatCountdown(STRETCH_MS / 1000)}</span>
              </li>
            );
          })}
        </ol>
      </Card>
    </div>
  );
}
