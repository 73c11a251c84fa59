import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, Lightbulb, Sparkles } from 'lucide-react';
import type { WrapUp } from '@shared/api/wrap-ups';
import { formatClockTime, formatDuration, formatLongDate } from '@shared/format';
import { wrapUpMessages } from '@shared/messages';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { wrapUpQuery } from '../api/wrap-ups-api';
import { EmotionalMetrics } from '../components/emotional-metrics';
import { formatPeriod } from '../components/period';
import { TrendBadge } from '../components/trend-badge';

/** One wrap-up in full. A load failure shows the not-found view, as SPEC says. */
export function Component() {
  const { id = '' } = useParams();
  const wrapUp = useQuery(wrapUpQuery(id));
  if (wrapUp.isPending) return <WrapUpSkeleton />;
  if (wrapUp.isError) return <WrapUpNotFound />;
  return <WrapUpView wrapUp={wrapUp.data} />;
}

function WrapUpView({ wrapUp }: { wrapUp: WrapUp }) {
  const activity = [
    ['Total Sessions', String(wrapUp.totalSessions)],
    ['Total Time', formatDuration(wrapUp.totalDurationSeconds)],
    ...(wrapUp.totalSessions > 0
      ? [['Average Session Length', formatDuration(Math.round(wrapUp.totalDurationSeconds / wrapUp.totalSessions))] as const]
      : []),
  ] as const;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackLink />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{wrapUp.type === 'weekly' ? 'Weekly Wrap-Up' : 'Monthly Wrap-Up'}</h1>
        <TrendBadge trend={wrapUp.moodTrend} />
      </div>
      <p className="-mt-4 text-muted">{formatPeriod(wrapUp.periodStart, wrapUp.periodEnd)}</p>
      {wrapUp.aiSummary && (
        <Card className="border-primary/30 bg-accent/40 p-5 sm:p-6">
          <CardTitle className="flex items-center gap-2">
            <Sparkles className="h-5 w-5 text-primary" aria-hidden />
            AI Summary
          </CardTitle>
          <p className="mt-2 leading-relaxed text-slate-800" data-testid="wrap-up-summary">
            {wrapUp.aiSummary}
          </p>
        </Card>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <EmotionalMetrics wrapUp={wrapUp} />
        <Card className="p-5 sm:p-6">
          <CardTitle>Activity Summary</CardTitle>
          <dl className="mt-4 divide-y divide-border">
            {activity.map(([label, value]) => (
              <div key={label} className="flex justify-between py-2.5 text-sm">
                <dt className="text-muted">{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
      <Card className="p-5 sm:p-6">
        <CardTitle>Key Insights</CardTitle>
        <ol className="mt-4 space-y-3" aria-label="Key insights">
          {wrapUp.keyInsights.map((insight, i) => (
            <li key={i} className="flex gap-3 text-sm">
              <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-primary">
                {i + 1}
              </span>
              <span className="pt-0.5">{insight}</span>
            </li>
          ))}
        </ol>
      </Card>
      <Card className="p-5 sm:p-6">
        <CardTitle>Personalized Recommendations</CardTitle>
        <ul className="mt-4 space-y-3" aria-label="Personalized recommendations">
          {wrapUp.recommendations.map((recommendation, i) => (
            <li key={i} className="flex gap-3 text-sm">
              <Lightbulb className="mt-0.5 h-4 w-4 shrink-0 text-amber-500" aria-hidden />
              <span>{recommendation}</span>
            </li>
          ))}
        </ul>
      </Card>
      <p className="text-center text-xs text-muted">
        Generated on {formatLongDate(wrapUp.createdAt)} at {formatClockTime(wrapUp.createdAt)}
      </p>
    </div>
  );
}

function BackLink() {
  return (
    <Link to={paths.dashboard.wrapUps} className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to Wrap-Ups
    </Link>
  );
}

function WrapUpNotFound() {
  return (
    <div className="mx-auto max-w-xl">
      <Card className="flex flex-col items-center py-12 text-center">
        <h1 className="text-xl font-semibold">{wrapUpMessages.notFoundTitle}</h1>
        <p className="mt-2 max-w-sm text-muted">{wrapUpMessages.notFound}</p>
        <ButtonLink to={paths.dashboard.wrapUps} className="mt-6">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Wrap-Ups
        </ButtonLink>
      </Card>
    </div>
  );
}

function WrapUpSkeleton() {
  return (
    <div className="mx-auto max-w-4xl space-y-6" aria-hidden data-testid="wrap-up-loading">
      <div className="h-8 w-64 animate-pulse rounded bg-slate-100" />
      <div className="h-28 animate-pulse rounded-2xl bg-slate-100" />
      <div className="grid gap-6 md:grid-cols-2">
        <div className="h-56 animate-pulse rounded-2xl bg-slate-100" />
        <div className="h-56 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    </div>
  );
}
