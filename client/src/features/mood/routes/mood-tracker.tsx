import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CrisisSupport } from '@shared/crisis';
import { UNLIMITED } from '@shared/plans';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CrisisCard } from '@/session/components/crisis-card';
import { reminderQuery } from '@/lib/reminder-query';
import { moodEntriesQuery, moodStatsQuery } from '../api/mood-api';
import { CheckInComplete } from '../components/check-in-complete';
import { CheckInForm } from '../components/check-in-form';
import { CheckInUsed } from '../components/check-in-used';
import { MoodStatsCard } from '../components/mood-stats-card';
import { ReminderSettingsCard } from '../components/reminder-settings-card';

/** Today's check-in (or today's entry, or when the next opens), reminders, and the last 30 days. */
export function Component() {
  const { t } = useTranslation('mood');
  const entries = useQuery(moodEntriesQuery);
  const stats = useQuery(moodStatsQuery);
  const reminder = useQuery(reminderQuery);
  const failed = entries.isError || stats.isError || reminder.isError;
  // A note that sounded like the person may be at risk: the check-in is saved, and the lines stay shown above it.
  const [crisis, setCrisis] = useState<CrisisSupport | null>(null);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('tracker.title')}</h1>
        <p className="mt-1 text-muted" data-testid="check-in-cadence">
          {!entries.data
            ? t('tracker.cadenceFallback')
            : entries.data.usage.limitPerWeek === UNLIMITED
              ? t('tracker.cadenceDaily')
              : t('tracker.cadenceWeekly', { count: entries.data.usage.limitPerWeek })}
        </p>
      </div>
      {crisis && <CrisisCard crisis={crisis} onDismiss={() => setCrisis(null)} />}
      {failed ? (
        <Card role="alert" className="flex flex-col items-center py-10 text-center">
          <p className="font-medium">{t('messages.loadFailed')}</p>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => void Promise.all([entries.refetch(), stats.refetch(), reminder.refetch()])}
          >
            {t('tracker.tryAgain')}
          </Button>
        </Card>
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              {!entries.data ? (
                <div className="h-96 animate-pulse rounded-2xl bg-slate-100" aria-hidden />
              ) : entries.data.today ? (
                <CheckInComplete entry={entries.data.today} />
              ) : entries.data.usage.nextCheckInDay ? (
                <CheckInUsed limitPerWeek={entries.data.usage.limitPerWeek} nextCheckInDay={entries.data.usage.nextCheckInDay} />
              ) : (
                <CheckInForm usage={entries.data.usage} onSaved={(saved) => setCrisis(saved.crisis ?? null)} />
              )}
            </div>
            <div className="min-w-0">
              {reminder.data && entries.data ? (
                <ReminderSettingsCard saved={reminder.data} limitPerWeek={entries.data.usage.limitPerWeek} />
              ) : (
                <div className="h-48 animate-pulse rounded-2xl bg-slate-100" aria-hidden />
              )}
            </div>
          </div>
          {stats.data ? <MoodStatsCard stats={stats.data} /> : <div className="h-72 animate-pulse rounded-2xl bg-slate-100" aria-hidden />}
        </>
      )}
    </div>
  );
}
