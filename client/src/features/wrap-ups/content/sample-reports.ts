/**
 * SPEC's static sample reports at /dashboard/report/{weekly|monthly|february}: the figures and days are
 * here, the words are the wrapups texts `samples.<id>.*` (title, theme, insight1–3, recommendation1–3).
 */
export interface SampleReport {
  id: 'weekly' | 'monthly' | 'february';
  /** A whole month ('2025-02'), or the first and last day of the period. */
  period: { month: string } | { start: string; end: string };
  moodChangePercent: number;
  highPoints: number;
}

export const sampleReports: Record<SampleReport['id'], SampleReport> = {
  weekly: { id: 'weekly', period: { start: '2025-03-03', end: '2025-03-09' }, moodChangePercent: 12, highPoints: 4 },
  monthly: { id: 'monthly', period: { month: '2025-02' }, moodChangePercent: 8, highPoints: 11 },
  february: { id: 'february', period: { start: '2025-02-01', end: '2025-02-28' }, moodChangePercent: 15, highPoints: 9 },
};

/** Each report's insights and recommendations, by their number in the texts. */
export const sampleInsights = [1, 2, 3] as const;
export const sampleRecommendations = [1, 2, 3] as const;

/** An unknown id shows the weekly sample. */
export function sampleReport(id: string | undefined): SampleReport {
  return id === 'monthly' || id === 'february' || id === 'weekly' ? sampleReports[id] : sampleReports.weekly;
}

/** A report as it reads in one language, for the page and for 'Download Full Recommendations'. */
export interface SampleReportWords {
  title: string;
  period: string;
  moodChange: string;
  highPoints: number;
  theme: string;
  insights: string[];
  recommendations: { title: string; body: string }[];
}

/** The labels of the downloaded file, in the page's language. */
export interface ReportFileLabels {
  moodChange: (change: string) => string;
  highPoints: (number: number, theme: string) => string;
  insights: string;
  recommendations: string;
  disclaimer: string;
}

/** The report as plain text, for 'Download Full Recommendations'. */
export function reportText(report: SampleReportWords, labels: ReportFileLabels): string {
  return [
    report.title,
    report.period,
    '',
    labels.moodChange(report.moodChange),
    labels.highPoints(report.highPoints, report.theme),
    '',
    labels.insights,
    ...report.insights.map((insight) => `- ${insight}`),
    '',
    labels.recommendations,
    ...report.recommendations.map((r, i) => `${i + 1}. ${r.title}: ${r.body}`),
    '',
    labels.disclaimer,
  ].join('\n');
}
