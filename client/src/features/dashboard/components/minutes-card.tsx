import { lazy, Suspense } from 'react';
import type { DashboardResponse } from '@shared/api/sessions';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';

const MinutesChart = lazy(() => import('./minutes-chart'));

/** The chart card; its summary is also written out for screen readers. */
export function MinutesCard({ days }: { days: DashboardResponse['minutesByDay'] }) {
  const total = Math.round(days.reduce((sum, d) => sum + d.minutes, 0));
  const active = days.filter((d) => d.minutes > 0).length;
  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>Minutes talked</CardTitle>
      <CardDescription className="mt-1" data-testid="minutes-summary">
        {total} min over the last 30 days, on {active} {active === 1 ? 'day' : 'days'}.
      </CardDescription>
      <div className="mt-4 h-48" role="img" aria-label="Bar chart of minutes talked per day over the last 30 days">
        <Suspense fallback={<div className="h-full animate-pulse rounded-xl bg-slate-50" />}>
          <MinutesChart days={days} />
        </Suspense>
      </div>
    </Card>
  );
}
