import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Download, Star, TrendingUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { usePeriodFormat } from '../components/period';
import {
  reportText,
  sampleInsights,
  sampleRecommendations,
  sampleReport,
  type ReportFileLabels,
  type SampleReport,
  type SampleReportWords,
} from '../content/sample-reports';

function download(id: SampleReport['id'], words: SampleReportWords, labels: ReportFileLabels) {
  const url = URL.createObjectURL(new Blob([reportText(words, labels)], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `solace-${id}-report.txt`;
  link.click();
  URL.revokeObjectURL(url);
}

/** A sample report (SPEC: static data), to show what a wrap-up can tell. */
export function Component() {
  const { id } = useParams();
  const report = sampleReport(id);
  const { t } = useTranslation('wrapups');
  const format = usePeriodFormat();
  const language = currentLanguage();
  const percent = new Intl.NumberFormat(language === 'en' ? 'en-US' : language, { style: 'percent', signDisplay: 'exceptZero' });
  const words: SampleReportWords = {
    title: t(`samples.${report.id}.title`),
    period: 'month' in report.period ? format.month(report.period.month) : format.period(report.period.start, report.period.end),
    moodChange: percent.format(report.moodChangePercent / 100),
    highPoints: report.highPoints,
    theme: t(`samples.${report.id}.theme`),
    insights: sampleInsights.map((n) => t(`samples.${report.id}.insight${n}`)),
    recommendations: sampleRecommendations.map((n) => ({
      title: t(`samples.${report.id}.recommendation${n}Title`),
      body: t(`samples.${report.id}.recommendation${n}Body`),
    })),
  };
  const labels: ReportFileLabels = {
    moodChange: (change) => t('report.fileMoodChange', { change }),
    highPoints: (number, theme) => t('report.fileHighPoints', { number, theme }),
    insights: t('report.insights'),
    recommendations: t('report.recommendations'),
    disclaimer: t('report.fileDisclaimer'),
  };
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to={paths.dashboard.wrapUps} className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline">
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
        {t('detail.back')}
      </Link>
      <div>
        <p className="text-sm font-medium uppercase tracking-wide text-muted">{t('report.eyebrow')}</p>
        <h1 className="mt-1 text-2xl font-semibold">{words.title}</h1>
        <p className="mt-1 text-muted">{words.period}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card className="flex items-center gap-4 p-5">
          <TrendingUp className="h-8 w-8 text-emerald-600" aria-hidden />
          <div>
            <p className="text-2xl font-semibold" data-testid="mood-change">
              {words.moodChange}
            </p>
            <p className="text-sm text-muted">{t('report.moodChange')}</p>
          </div>
        </Card>
        <Card className="flex items-center gap-4 p-5">
          <Star className="h-8 w-8 text-amber-500" aria-hidden />
          <div>
            <p className="text-2xl font-semibold">{t('report.highPoints', { count: words.highPoints })}</p>
            <p className="text-sm text-muted">{words.theme}</p>
          </div>
        </Card>
      </div>
      <Card className="p-5 sm:p-6">
        <CardTitle>{t('report.insights')}</CardTitle>
        <ul className="mt-3 list-disc space-y-2 ps-5 text-sm">
          {words.insights.map((insight) => (
            <li key={insight}>{insight}</li>
          ))}
        </ul>
      </Card>
      <Card className="p-5 sm:p-6">
        <CardTitle>{t('report.recommendations')}</CardTitle>
        <ol className="mt-3 space-y-3">
          {words.recommendations.map((r, i) => (
            <li key={r.title} className="text-sm">
              <span className="font-semibold">
                {i + 1}. {r.title}
              </span>
              <p className="text-slate-700">{r.body}</p>
            </li>
          ))}
        </ol>
        <Button className="mt-5" onClick={() => download(report.id, words, labels)}>
          <Download className="h-4 w-4" aria-hidden />
          {t('report.download')}
        </Button>
      </Card>
    </div>
  );
}
