import { useReducer } from 'react';
import { ChevronLeft, ChevronRight, Check, Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { mindfulNoticeKeys, mindfulSteps } from '../content/mindful-steps';
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
  const { t } = useTranslation('selfcare');
  const [state, dispatch] = useReducer(mindfulActivityReducer, initialMindfulActivity);
  const moment = mindfulActivityAt(state, useNow(state.status === 'active' && isRunning(state.stopwatch)));
  const act = (type: Move) => dispatch({ type, now: clockNow() });

  if (state.status === 'intro') return <MindfulIntro onBegin={() => act('begin')} />;
  if (state.status === 'complete') {
    return (
      <>
        <LiveRegion message={t('mindful.completeAnnounce')} />
        <CompletionCard title={t('mindful.completeTitle')} onStartAgain={() => act('restart')}>
          {t('mindful.completeBody')}
        </CompletionCard>
      </>
    );
  }

  const step = mindfulSteps[state.step];
  if (!step) return null;
  const title = t(`mindful.steps.${step.id}.title`);
  const place = { index: state.step + 1, total: mindfulSteps.length };
  return (
    <Card className="space-y-5">
      <LiveRegion message={moment.timeUp ? t('mindful.announceTimeUp', { title }) : t('mindful.announceStep', { ...place, title })} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-primary">{t('mindful.position', place)}</p>
          <h2 className="mt-1 text-xl font-semibold" data-testid="mindful-step-title">
            {title}
          </h2>
        </div>
        <div className="flex items-center gap-3 sm:flex-col sm:items-end sm:gap-0">
          <p className="text-4xl font-light tabular-nums" data-testid="mindful-countdown">
            {formatCountdown(moment.secondsLeft)}
          </p>
          <Button variant="link" size="sm" className="h-auto" disabled={moment.timeUp} onClick={() => act(moment.running ? 'pause' : 'resume')}>
            {moment.running ? <Pause className="h-4 w-4" aria-hidden /> : <Play className="h-4 w-4" aria-hidden />}
            {moment.running ? t('mindful.pauseTimer') : t('mindful.resumeTimer')}
          </Button>
        </div>
      </div>
      <ProgressBar value={moment.progress} />
      <p className="leading-relaxed text-slate-700">{t(`mindful.steps.${step.id}.guidance`)}</p>
      <div>
        <CardTitle className="text-base">{t('mindful.notice')}</CardTitle>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-slate-700 marker:text-primary">
          {mindfulNoticeKeys.map((item) => (
            <li key={item}>{t(`mindful.steps.${step.id}.${item}`)}</li>
          ))}
        </ul>
      </div>
      {moment.timeUp && (
        <p className="rounded-lg bg-accent/60 px-4 py-3 text-sm text-slate-800">{t('mindful.timeUp')}</p>
      )}
      <div className="flex flex-wrap justify-between gap-3 border-t border-border pt-5">
        <Button variant="secondary" onClick={() => act('previous')} disabled={state.step === 0}>
          <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
          {t('controls.previous')}
        </Button>
        <Button onClick={() => act('next')}>
          {moment.isLastStep ? t('controls.complete') : t('controls.next')}
          {moment.isLastStep ? <Check className="h-4 w-4" aria-hidden /> : <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />}
        </Button>
      </div>
    </Card>
  );
}
