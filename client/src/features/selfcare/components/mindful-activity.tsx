import { useReducer } from 'react';
import { ChevronLeft, ChevronRight, Check, Pause, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { mindfulSteps } from '../content/mindful-steps';
import { initialMindfulActivity, mindfulActivityAt, mindfulActivityReducer } from '../machines/mindful-activity-machine';
import { formatCountdown, isRunning } from '../machines/stopwatch';
import { clockNow, useNow } from '../hooks/use-now';
import { CompletionCard } from './completion-card';
import { LiveRegion } from './live-region';
import { MindfulIntro } from './mindful-intro';
import { ProgressBar } from './progress-bar';

type Move = 'begin' | 'next' | 'previous' | 'pause' | 'resume' | 'restart';

/** Mindful cooking in five timed steps; the person moves on with Next when ready. */
export function MindfulActivity() {
  const [state, dispatch] = useReducer(mindfulActivityReducer, initialMindfulActivity);
  const moment = mindfulActivityAt(state, useNow(state.status === 'active' && isRunning(state.stopwatch)));
  const act = (type: Move) => dispatch({ type, now: clockNow() });

  if (state.status === 'intro') return <MindfulIntro onBegin={() => act('begin')} />;
  if (state.status === 'complete') {
    return (
      <>
        <LiveRegion message="Mindful activity complete." />
        <CompletionCard title="Mindful activity complete" onStartAgain={() => act('restart')}>
          Enjoy your meal. Notice how it feels to have given a simple task your full, gentle attention.
        </CompletionCard>
      </>
    );
  }

  const step = mindfulSteps[state.step];
  if (!step) return null;
  const position = `Step ${state.step + 1} of ${mindfulSteps.length}`;
  return (
    <Card className="space-y-5">
      <LiveRegion message={moment.timeUp ? `Time is up for ${step.title}. Move on when you are ready.` : `${position}: ${step.title}.`} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-primary">{position}</p>
          <h2 className="mt-1 text-xl font-semibold" data-testid="mindful-step-title">
            {step.title}
          </h2>
        </div>
        <div className="flex items-center gap-3 sm:flex-col sm:items-end sm:gap-0">
          <p className="text-4xl font-light tabular-nums" data-testid="mindful-countdown">
            {formatCountdown(moment.secondsLeft)}
          </p>
          <Button variant="link" size="sm" className="h-auto" disabled={moment.timeUp} onClick={() => act(moment.running ? 'pause' : 'resume')}>
            {moment.running ? <Pause className="h-4 w-4" aria-hidden /> : <Play className="h-4 w-4" aria-hidden />}
            {moment.running ? 'Pause timer' : 'Resume timer'}
          </Button>
        </div>
      </div>
      <ProgressBar value={moment.progress} />
      <p className="leading-relaxed text-slate-700">{step.guidance}</p>
      <div>
        <CardTitle className="text-base">Notice</CardTitle>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 marker:text-primary">
          {step.notice.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      {moment.timeUp && (
        <p className="rounded-lg bg-accent/60 px-4 py-3 text-sm text-slate-800">Time is up for this step. Move on whenever you are ready.</p>
      )}
      <div className="flex flex-wrap justify-between gap-3 border-t border-border pt-5">
        <Button variant="secondary" onClick={() => act('previous')} disabled={state.step === 0}>
          <ChevronLeft className="h-4 w-4" aria-hidden />
          Previous
        </Button>
        <Button onClick={() => act('next')}>
          {moment.isLastStep ? 'Complete' : 'Next'}
          {moment.isLastStep ? <Check className="h-4 w-4" aria-hidden /> : <ChevronRight className="h-4 w-4" aria-hidden />}
        </Button>
      </div>
    </Card>
  );
}
