import { useReducer } from 'react';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { breathingAt, breathingPhases, breathingReducer, breathingScale, initialBreathing } from '../machines/breathing-machine';
import { isRunning } from '../machines/stopwatch';
import { clockNow, useNow } from '../hooks/use-now';
import { BreathingCircle } from './breathing-circle';
import { LiveRegion } from './live-region';

const cyclesText = (cycles: number) => `${cycles} breathing ${cycles === 1 ? 'cycle' : 'cycles'}`;

/** Prepare, then inhale 4 s, hold 4 s, exhale 6 s, round and round, counting the rounds. */
export function GuidedBreathing() {
  const [state, dispatch] = useReducer(breathingReducer, initialBreathing);
  const running = isRunning(state);
  const moment = breathingAt(state, useNow(running));
  const phase = breathingPhases[moment.phase];
  const started = running || state.accumulatedMs > 0;

  const reset = () => {
    const { cycles } = breathingAt(state, clockNow());
    dispatch({ type: 'reset', now: clockNow() });
    if (cycles > 0) toast.success('Exercise completed', { description: `You completed ${cyclesText(cycles)}.` });
  };

  const announcement = !started
    ? ''
    : !running
      ? 'Paused'
      : moment.phase === 'prepare'
        ? `${phase.label}. ${phase.instruction}.`
        : `${phase.label}, cycle ${moment.cycles + 1}. ${phase.instruction}.`;

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="flex flex-col items-center gap-6 py-8 lg:col-span-2">
        <BreathingCircle phase={moment.phase} label={phase.label} secondsLeft={moment.secondsLeft} scale={breathingScale(moment)} />
        <p className="min-h-6 text-center text-muted">{started ? phase.instruction : 'Find a comfortable position, then press Start.'}</p>
        <LiveRegion message={announcement} />
        <div className="flex flex-wrap justify-center gap-3">
          {running ? (
            <Button onClick={() => dispatch({ type: 'pause', now: clockNow() })}>
              <Pause className="h-4 w-4" aria-hidden />
              Pause
            </Button>
          ) : (
            <Button onClick={() => dispatch({ type: 'start', now: clockNow() })}>
              <Play className="h-4 w-4" aria-hidden />
              {started ? 'Resume' : 'Start'}
            </Button>
          )}
          <Button variant="secondary" onClick={reset} disabled={!started}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            Reset
          </Button>
        </div>
        <p className="text-sm text-muted">
          Cycles completed: <span className="font-semibold text-foreground" data-testid="breathing-cycles">{moment.cycles}</span>
        </p>
      </Card>
      <Card className="h-fit">
        <CardTitle>How it works</CardTitle>
        <ol className="mt-3 space-y-3 text-sm">
          {(['prepare', 'inhale', 'hold', 'exhale'] as const).map((key) => (
            <li key={key} className="flex items-baseline justify-between gap-3">
              <span>
                <span className="font-medium text-foreground">{breathingPhases[key].label}</span>
                <span className="block text-muted">{breathingPhases[key].instruction}</span>
              </span>
              <span className="shrink-0 tabular-nums text-muted">{breathingPhases[key].ms / 1000} s</span>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-sm text-muted">
          A long, slow exhale helps your body settle. Stop whenever you like; Reset tells you how many cycles you completed.
        </p>
      </Card>
    </div>
  );
}
