import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Lightbulb, Sparkles } from 'lucide-react';
import type { WrapUp } from '@shared/api/wrap-ups';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { wrapUpQuery } from '../api/wrap-ups-api';
import { EmotionalMetrics } from '../components/emotional-metrics';
import { usePeriodFormat } from '../components/period';
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
  const { t } = useTranslation('wrapups');
  const format = useFormat();
  const period = usePeriodFormat();
  const number = new Intl.NumberFormat(currentLanguage());
  const activity = [
    [t('detail.totalSessions'), number.format(wrapUp.totalSessions)],
    [t('detail.totalTime'), format.duration(wrapUp.totalDurationSeconds)],
    ...(wrapUp.totalSessions > 0
      ? [[t('detail.averageLength'), format.duration(Math.round(wrapUp.totalDurationSeconds / wrapUp.totalSessions))] as const]
      : []),
  ] as const;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackLink />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{t(`types.${wrapUp.type}`)}</h1>
        <TrendBadge trend={wrapUp.moodTrend} />
      </div>
      <p className="-mt-4 text-muted">{period.period(wrapUp.periodStart, wrapUp.periodEnd)}</p>
      {wrapUp.aiSummary && (
        <Card className="border-primary/30 bg-accent/40 p-5 sm:p-6">
          <CardTitle className="flex items-center gap-2">
            <Sparkles className="h-5 w-5 text-primary" aria-hidden />
            {t('detail.aiSummary')}
          </CardTitle>
          <p className="mt-2 leading-relaxed text-slate-800" data-testid="wrap-up-summary" translate="no">
            {wrapUp.aiSummary}
          </p>
        </Card>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <EmotionalMetrics wrapUp={wrapUp} />
        <Card className="p-5 sm:p-6">
          <CardTitle>{t('detail.activityTitle')}</CardTitle>
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
        <CardTitle>{t('detail.insightsTitle')}</CardTitle>
        <ol className="mt-4 space-y-3" aria-label={t('detail.insightsList')}>
          {wrapUp.keyInsights.map((insight, i) => (
            <li key={i} className="flex gap-3 text-sm">
              <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-primary">
                {number.format(i + 1)}
              </span>
              <span className="pt-0.5" translate="no">
                {insight}
              </span>
            </li>
          ))}
        </ol>
      </Card>
      <Card className="p-5 sm:p-6">
        <CardTitle>{t('detail.recommendationsTitle')}</CardTitle>
        <ul className="mt-4 space-y-3" aria-label={t('detail.recommendationsList')}>
          {wrapUp.recommendations.map((recommendation, i) => (
            <li key={i} className="flex gap-3 text-sm">
              <Lightbulb className="mt-0.5 h-4 w-4 shrink-0 text-amber-500" aria-hidden />
              <span translate="no">{recommendation}</span>
            </li>
          ))}
        </ul>
      </Card>
      <p className="text-center text-xs text-muted">
        {t('detail.generatedOn', { date: format.longDate(wrapUp.createdAt), time: format.clockTime(wrapUp.createdAt) })}
      </p>
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation('wrapups');
  return (
    <Link to={paths.dashboard.wrapUps} className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline">
      <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
      {t('detail.back')}
    </Link>
  );
}

function WrapUpNotFound() {
  const { t } = useTranslation('wrapups');
  return (
    <div className="mx-auto max-w-xl">
      <Card className="flex flex-col items-center py-12 text-center">
        <h1 className="text-xl font-semibold">{t('messages.notFoundTitle')}</h1>
        <p className="mt-2 max-w-sm text-muted">{t('messages.notFound')}</p>
        <ButtonLink to={paths.dashboard.wrapUps} className="mt-6">
          <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
          {t('detail.back')}
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
