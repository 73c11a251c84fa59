import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, Download, Star, TrendingUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { reportText, sampleReport, type SampleReport } from '../content/sample-reports';

function download(report: SampleReport) {
  const url = URL.createObjectURL(new Blob([reportText(report)], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `solace-${report.id}-report.txt`;
  link.click();
  URL.revokeObjectURL(url);
}

/** A sample report (SPEC: static data), to show what a wrap-up can tell. */
export function Component() {
  const { id } = useParams();
  const report = sampleReport(id);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to={paths.dashboard.wrapUps} className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Wrap-Ups
      </Link>
      <div>
        <p className="text-sm font-medium uppercase tracking-wide text-muted">Sample report</p>
        <h1 className="mt-1 text-2xl font-semibold">{report.title}</h1>
        <p className="mt-1 text-muted">{report.period}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card className="flex items-center gap-4 p-5">
          <TrendingUp className="h-8 w-8 text-emerald-600" aria-hidden />
          <div>
            <p className="text-2xl font-semibold" data-testid="mood-change">
              {report.moodChangePercent > 0 ? '+' : ''}
              {report.moodChangePercent}%
            </p>
            <p className="text-sm text-muted">Mood change</p>
          </div>
        </Card>
        <Card className="flex items-center gap-4 p-5">
          <Star className="h-8 w-8 text-amber-500" aria-hidden />
          <div>
            <p className="text-2xl font-semibold">{report.highPoints.count} high points</p>
            <p className="text-sm text-muted">{report.highPoints.theme}</p>
          </div>
        </Card>
      </div>
      <Card className="p-5 sm:p-6">
        <CardTitle>Insights</CardTitle>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm">
          {report.insights.map((insight) => (
            <li key={insight}>{insight}</li>
          ))}
        </ul>
      </Card>
      <Card className="p-5 sm:p-6">
        <CardTitle>Recommendations</CardTitle>
        <ol className="mt-3 space-y-3">
          {report.recommendations.map((r, i) => (
            <li key={r.title} className="text-sm">
              <span className="font-semibold">
                {i + 1}. {r.title}
              </span>
              <p className="text-slate-700">{r.body}</p>
            </li>
          ))}
        </ol>
        <Button className="mt-5" onClick={() => download(report)}>
          <Download className="h-4 w-4" aria-hidden />
          Download Full Recommendations
        </Button>
      </Card>
    </div>
  );
}
