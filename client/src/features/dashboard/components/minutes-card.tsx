import { lazy } from 'react';
import type { DashboardResponse } from '@shared/api/sessions';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { ChartFrame, type ChartTable } from '@/components/ui/chart-frame';
import { useFormat } from '@/lib/use-format';
import { useTranslation } from 'react-i18next';

const MinutesChart = lazy(() => import('./minutes-chart'));

/** The chart card; its summary, and each day's minutes as a table, are also there for screen readers. */
export function MinutesCard({ days }: { days: DashboardResponse['minutesByDay'] }) {
  const total = Math.round(days.reduce((sum, d) => sum + d.minutes, 0));
  const active = days.filter((d) => d.minutes > 0).length;
  const { t } = useTranslation(['dashboard', 'common']);
  const format = useFormat();
  const table: ChartTable = {
    caption: t('overview.minutesChart'),
    columns: [t('common:chartDay'), t('overview.minutesTitle')],
    rows: days.filter((d) => d.minutes > 0).map((d) => ({ label: format.shortDay(d.day), cells: [t('overview.minutesTooltip', { minutes: String(Math.round(d.minutes)) })] })),
  };
  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>{t('overview.minutesTitle')}</CardTitle>
      <CardDescription className="mt-1" data-testid="minutes-summary">
        {t('overview.minutesSummary', { minutes: total, count: active })}
      </CardDescription>
      <ChartFrame className="mt-4 h-48" table={table}>
        <MinutesChart days={days} />
      </ChartFrame>
    </Card>
  );
}
