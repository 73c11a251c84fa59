/** SPEC's static sample reports at /dashboard/report/{weekly|monthly|february}. */
export interface SampleReport {
  id: 'weekly' | 'monthly' | 'february';
  title: string;
  period: string;
  moodChangePercent: number;
  highPoints: { count: number; theme: string };
  insights: string[];
  recommendations: { title: string; body: string }[];
}

export const sampleReports: Record<SampleReport['id'], SampleReport> = {
  weekly: {
    id: 'weekly',
    title: 'Your Weekly Emotional Report',
    period: 'March 3 – March 9, 2025',
    moodChangePercent: 12,
    highPoints: { count: 4, theme: 'Time with friends and family' },
    insights: [
      'Your mood was highest on days you spent time outdoors.',
      'Stress peaked midweek, around your busiest workdays.',
      'You slept better on the nights you wound down without screens.',
    ],
    recommendations: [
      { title: 'Protect a short walk', body: 'Ten minutes outside on your busiest days can soften the midweek peak.' },
      { title: 'Wind down earlier', body: 'Put screens away thirty minutes before bed on weeknights.' },
      { title: 'Keep checking in', body: 'A daily check-in makes next week’s patterns clearer.' },
    ],
  },
  monthly: {
    id: 'monthly',
    title: 'Your Monthly Emotional Report',
    period: 'February 2025',
    moodChangePercent: 8,
    highPoints: { count: 11, theme: 'Finishing things you had put off' },
    insights: [
      'Your average mood rose steadily over the month.',
      'Sessions where you named what you were feeling were followed by calmer days.',
      'Energy dipped in the third week, alongside shorter sleep.',
    ],
    recommendations: [
      { title: 'Name the feeling', body: 'Keep putting feelings into words; it seems to help you settle.' },
      { title: 'Plan for the dip', body: 'Lighten your schedule in weeks that are usually demanding.' },
      { title: 'Celebrate small wins', body: 'Write down one thing you finished each day.' },
    ],
  },
  february: {
    id: 'february',
    title: 'February in Review',
    period: 'February 1 – February 28, 2025',
    moodChangePercent: 15,
    highPoints: { count: 9, theme: 'Moments of rest and connection' },
    insights: [
      'You checked in on 22 of 28 days.',
      'Weekends brought your best moods; Mondays were the hardest.',
      'Talking things through before bed was linked to better sleep.',
    ],
    recommendations: [
      { title: 'Ease into Mondays', body: 'Plan something small to look forward to at the start of the week.' },
      { title: 'Keep the evening routine', body: 'A short reflection before bed seems to help you rest.' },
      { title: 'Reach out', body: 'Connection lifted your mood; schedule time with someone you trust.' },
    ],
  },
};

/** An unknown id shows the weekly sample. */
export function sampleReport(id: string | undefined): SampleReport {
  return id === 'monthly' || id === 'february' || id === 'weekly' ? sampleReports[id] : sampleReports.weekly;
}

/** The report as plain text, for 'Download Full Recommendations'. */
export function reportText(report: SampleReport): string {
  return [
    report.title,
    report.period,
    '',
    `Mood change: ${report.moodChangePercent > 0 ? '+' : ''}${report.moodChangePercent}%`,
    `High points: ${report.highPoints.count} (${report.highPoints.theme})`,
    '',
    'Insights',
    ...report.insights.map((insight) => `- ${insight}`),
    '',
    'Recommendations',
    ...report.recommendations.map((r, i) => `${i + 1}. ${r.title}: ${r.body}`),
    '',
    'Solace offers emotional support and wellness tools; it is not a substitute for professional care.',
  ].join('\n');
}
