import { useTranslation } from 'react-i18next';
import type { SessionDetail } from '@shared/api/sessions';
import { useMoodLabel } from '@/session/components/moods';
import { useFormat } from '@/lib/use-format';
import { Card, CardTitle } from '@/components/ui/card';

/** Duration, date and the moods before and after. */
export function SessionOverviewCard({ session }: { session: SessionDetail }) {
  const { t } = useTranslation('history');
  const format = useFormat();
  const sayMood = useMoodLabel();
  const mood = (value: string | null) => (value ? sayMood(value) : t('overview.notRecorded'));
  // Each row's test id stays in English whatever the page's language.
  const rows = [
    ['duration', t('overview.duration'), format.duration(session.durationSeconds)],
    ['date', t('overview.date'), t('overview.dateAt', { date: format.longDate(session.createdAt), time: format.clockTime(session.createdAt) })],
    ['type', t('overview.type'), t(`sessionType.${session.type}`)],
    ['mood-before', t('overview.moodBefore'), mood(session.moodBefore)],
    ['mood-after', t('overview.moodAfter'), mood(session.moodAfter)],
  ] as const;
  return (
    <Card className="p-5">
      <CardTitle>{t('overview.title')}</CardTitle>
      <dl className="mt-3 divide-y divide-border text-sm">
        {rows.map(([id, label, value]) => (
          <div key={id} className="flex justify-between gap-4 py-2">
            <dt className="text-muted">{label}</dt>
            <dd className="text-end font-medium text-foreground" data-testid={`overview-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
