import { lazy, Suspense } from 'react';
import type { MoodStats, MoodTrend } from '@shared/api/mood';
import { formatMood } from '@shared/format';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const MoodChart = lazy(() => import('./mood-chart'));

const trendText: Record<MoodTrend, { label: string; className: string }> = {
  improving: { label: 'Improving', className: 'bg-emerald-100 text-emerald-800' },
  declining: { label: 'Declining', className: 'bg-amber-100 text-amber-800' },
  stable: { label: 'Stable', className: 'bg-slate-100 text-slate-700' },
  insufficient_data: { label: 'Not enough check-ins yet', className: 'bg-slate-100 text-slate-600' },
};

/** The last 30 days: averages, how many check-ins, the trend and the chart. */
export function MoodStatsCard({ stats }: { stats: MoodStats }) {
  const averages = [
    ['Mood', stats.avgMood],
    ['Energy', stats.avgEnergy],
    ['Stress', stats.avgStress],
    ['Sleep', stats.avgSleep],
  ] as const;
  const trend = trendText[stats.moodTrend];
  return (
    <Card className="p-5 sm:p-6" data-testid="mood-stats">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <CardTitle>Last 30 days</CardTitle>
          <CardDescription className="mt-1" data-testid="mood-entry-count">
            {stats.totalEntries} {stats.totalEntries === 1 ? 'check-in' : 'check-ins'}
          </CardDescription>
        </div>
        <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', trend.className)} data-testid="mood-trend">
          {trend.label}
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {averages.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs text-muted">Average {label.toLowerCase()}</dt>
            <dd className="text-lg font-semibold" data-testid={`average-${label.toLowerCase()}`}>
              {value === null ? '–' : `${formatMood(value)}/5`}
            </dd>
          </div>
        ))}
      </dl>
      {stats.totalEntries === 0 ? (
        <p className="mt-5 text-sm text-muted">Your chart appears after your first check-in.</p>
      ) : (
        <div className="mt-5 h-64" role="img" aria-label="Line chart of mood, energy, stress and sleep over the last 30 days">
          <Suspense fallback={<div className="h-full animate-pulse rounded-xl bg-slate-50" />}>
            <MoodChart daily={stats.daily} />
          </Suspense>
        </div>
      )}
    </Card>
  );
}
