import type { UsageResponse } from '@shared/api/billing';
import { Card, CardTitle } from '@/components/ui/card';

/** What has been used of the plan: today's voice, this week's check-ins, the guides. */
export function UsageTodayCard({ usage }: { usage: UsageResponse }) {
  const usedMinutes = Math.ceil(usage.todayVoiceSeconds / 60);
  const rows = [
    [
      'Voice today',
      usage.voiceMinutesRemaining === null ? `${usedMinutes} min used · unlimited` : `${usedMinutes} min used · ${usage.voiceMinutesRemaining} min left`,
    ],
    [
      'Mood check-ins this week',
      usage.moodCheckInsRemaining === null
        ? `${usage.weeklyMoodCheckIns} · unlimited`
        : `${usage.weeklyMoodCheckIns} · ${usage.moodCheckInsRemaining} left`,
    ],
    ['Productivity guides', usage.productivityAccess ? 'Included' : 'Premium only'],
  ] as const;
  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>Today's usage</CardTitle>
      <dl className="mt-3 divide-y divide-border text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-2 py-2.5">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium" data-testid={`usage-${label.split(' ')[0]?.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
