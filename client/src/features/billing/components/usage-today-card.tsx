import { useTranslation } from 'react-i18next';
import type { UsageResponse } from '@shared/api/billing';
import { Card, CardTitle } from '@/components/ui/card';

/** What has been used of the plan: today's voice, this week's check-ins, the guides. */
export function UsageTodayCard({ usage }: { usage: UsageResponse }) {
  const { t } = useTranslation('billing');
  const usedMinutes = Math.ceil(usage.todayVoiceSeconds / 60);
  const rows = [
    [
      'voice',
      t('today.voice'),
      usage.voiceMinutesRemaining === null
        ? t('today.voiceUnlimited', { used: usedMinutes })
        : t('today.voiceLeft', { used: usedMinutes, left: usage.voiceMinutesRemaining }),
    ],
    [
      'mood',
      t('today.mood'),
      usage.moodCheckInsRemaining === null
        ? t('today.moodUnlimited', { done: usage.weeklyMoodCheckIns })
        : t('today.moodLeft', { done: usage.weeklyMoodCheckIns, left: usage.moodCheckInsRemaining }),
    ],
    ['productivity', t('today.guides'), usage.productivityAccess ? t('today.included') : t('today.premiumOnly')],
  ] as const;
  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>{t('today.title')}</CardTitle>
      <dl className="mt-3 divide-y divide-border text-sm">
        {rows.map(([id, label, value]) => (
          <div key={id} className="flex flex-wrap justify-between gap-2 py-2.5">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium" data-testid={`usage-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
