import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoodStats, MoodTrend } from '@shared/api/mood';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { ChartFrame, type ChartTable } from '@/components/ui/chart-frame';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/use-format';

const MoodChart = lazy(() => import('./mood-chart'));
const series = ['mood', 'energy', 'stress', 'sleep'] as const;

const trendClass: Record<MoodTrend, string> = {
  improving: 'bg-emerald-100 text-emerald-800',
  declining: 'bg-amber-100 text-amber-800',
  stable: 'bg-slate-100 text-slate-700',
  insufficient_data: 'bg-slate-100 text-slate-600',
};

/** The last 30 days: averages, how many check-ins, the trend and the chart. */
export function MoodStatsCard({ stats }: { stats: MoodStats }) {
  const { t } = useTranslation(['mood', 'common']);
  const format = useFormat();
  const table: ChartTable = {
    caption: t('stats.chartLabel'),
    columns: [t('common:chartDay'), ...series.map((key) => t(`levels.${key}`))],
    rows: stats.daily
      .filter((day) => series.some((key) => day[key] !== null))
      .map((day) => ({ label: format.shortDay(day.day), cells: series.map((key) => (day[key] === null ? '–' : `${format.mood(day[key])}/5`)) })),
  };
  const averages = [
    ['mood', stats.avgMood],
    ['energy', stats.avgEnergy],
    ['stress', stats.avgStress],
    ['sleep', stats.avgSleep],
  ] as const;
  return (
    <Card className="p-5 sm:p-6" data-testid="mood-stats">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <CardTitle>{t('stats.title')}</CardTitle>
          <CardDescription className="mt-1" data-testid="mood-entry-count">
            {t('stats.entries', { count: stats.totalEntries })}
          </CardDescription>
        </div>
        <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', trendClass[stats.moodTrend])} data-testid="mood-trend">
          {t(`stats.trend.${stats.moodTrend}`)}
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {averages.map(([key, value]) => (
          <div key={key} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs text-muted">{t(`stats.average.${key}`)}</dt>
            <dd className="text-lg font-semibold" data-testid={`average-${key}`}>
              {value === null ? '–' : `${format.mood(value)}/5`}
            </dd>
          </div>
        ))}
      </dl>
      {stats.totalEntries === 0 ? (
        <p className="mt-5 text-sm text-muted">{t('stats.noChart')}</p>
      ) : (
        <ChartFrame className="mt-5 h-64" table={table}>
          <MoodChart daily={stats.daily} />
        </ChartFrame>
      )}
    </Card>
  );
}
