import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { ChevronRight, Sparkles } from 'lucide-react';
import type { WrapUp } from '@shared/api/wrap-ups';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { wrapUpsQuery } from '../api/wrap-ups-api';
import { CurrentWeekCard } from '../components/current-week-card';
import { usePeriodFormat } from '../components/period';
import { TrendBadge } from '../components/trend-badge';

/** 'Emotional Wrap-Ups': this week, the button to wrap it up, and every wrap-up so far. */
export function Component() {
  const wrapUps = useQuery(wrapUpsQuery);
  const { t } = useTranslation('wrapups');
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('list.title')}</h1>
        <p className="mt-1 text-muted">{t('list.lead')}</p>
      </div>
      {wrapUps.isPending ? (
        <div className="h-32 animate-pulse rounded-2xl bg-slate-100" aria-hidden data-testid="wrap-ups-loading" />
      ) : wrapUps.isError ? (
        <Card role="alert" className="flex flex-col items-center py-10 text-center">
          <p className="font-medium">{t('list.loadFailed')}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void wrapUps.refetch()}>
            {t('list.tryAgain')}
          </Button>
        </Card>
      ) : (
        <>
          <CurrentWeekCard week={wrapUps.data.currentWeek} />
          <section aria-labelledby="past-wrap-ups" className="space-y-3">
            <h2 id="past-wrap-ups" className="text-lg font-semibold">
              {t('list.pastTitle')}
            </h2>
            {wrapUps.data.wrapUps.length === 0 ? (
              <Card className="flex flex-col items-center py-10 text-center">
                <Sparkles className="h-8 w-8 text-primary" aria-hidden />
                <p className="mt-2 font-medium">{t('list.emptyTitle')}</p>
                <p className="mt-1 max-w-sm text-sm text-muted">
                  <Trans
                    t={t}
                    i18nKey="list.emptyBody"
                    components={{ sample: <Link to={paths.dashboard.report('weekly')} className="font-medium text-primary underline underline-offset-4" /> }}
                  />
                </p>
              </Card>
            ) : (
              <ul className="space-y-3">
                {wrapUps.data.wrapUps.map((wrapUp) => (
                  <li key={wrapUp.id}>
                    <WrapUpRow wrapUp={wrapUp} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function WrapUpRow({ wrapUp }: { wrapUp: WrapUp }) {
  const { t } = useTranslation('wrapups');
  const format = usePeriodFormat();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5" data-testid="wrap-up-row">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-base">{t(`types.${wrapUp.type}`)}</CardTitle>
          <TrendBadge trend={wrapUp.moodTrend} />
        </div>
        <p className="text-sm text-muted">{format.period(wrapUp.periodStart, wrapUp.periodEnd)}</p>
        {wrapUp.aiSummary && <p className="mt-1 line-clamp-2 text-sm text-slate-700" translate="no">
            {wrapUp.aiSummary}
          </p>}
      </div>
      <Link
        to={paths.dashboard.wrapUp(wrapUp.id)}
        className="inline-flex shrink-0 items-center gap-1 self-start rounded-lg px-3 py-2 text-sm font-medium text-primary hover:bg-accent sm:self-center"
      >
        {t('list.viewReport')}
        <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
      </Link>
    </Card>
  );
}
