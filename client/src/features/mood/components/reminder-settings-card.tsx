import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ReminderSettings } from '@shared/api/mood';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { TimezoneInput } from '@/components/ui/timezone-input';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { moodApi } from '../api/mood-api';

/**
 * A daily email nudge to check in, at a chosen local time; on a plan with a weekly allowance
 * (`limitPerWeek` >= 0), only until the week's check-in is done. Time and email show only while it is on.
 */
export function ReminderSettingsCard({ saved, limitPerWeek }: { saved: ReminderSettings; limitPerWeek: number }) {
  const { t } = useTranslation('mood');
  const [draft, setDraft] = useState(saved);
  useEffect(() => setDraft(saved), [saved]);
  const queryClient = useQueryClient();
  const change = (next: Partial<ReminderSettings>) => setDraft((current) => ({ ...current, ...next }));

  const save = useMutation({
    mutationFn: moodApi.saveReminder,
    onSuccess: async ({ reminder, confirmation }) => {
      queryClient.setQueryData([...queryKeys.mood, 'reminder'], reminder);
      toast.success(t('messages.reminderSavedTitle'), { description: t('messages.reminderSaved') });
      if (confirmation === 'sent') toast.success(t('messages.confirmationSent'));
      if (confirmation === 'failed') toast.error(t('messages.emailFailedTitle'), { description: t('messages.emailFailed') });
      await queryClient.invalidateQueries({ queryKey: [...queryKeys.mood, 'reminder'] });
    },
    onError: (error) =>
      toast.error(t('messages.reminderFailed'), { description: error instanceof ApiError ? error.message : undefined }),
  });
  const test = useMutation({
    mutationFn: moodApi.sendTestReminder,
    onSuccess: () => toast.success(t('messages.testSent')),
    onError: () => toast.error(t('messages.testFailedTitle'), { description: t('messages.testFailed') }),
  });

  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <div>
        <CardTitle>{t('reminders.title')}</CardTitle>
        <CardDescription className="mt-1" data-testid="reminder-description">
          {limitPerWeek >= 0 ? t('reminders.descriptionWeekly') : t('reminders.description')}
        </CardDescription>
      </div>
      <Switch
        id="reminder-enabled"
        checked={draft.isEnabled}
        onCheckedChange={(isEnabled) => change({ isEnabled })}
        label={t('reminders.daily')}
      />
      {draft.isEnabled && (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <Field id="reminder-time" label={t('reminders.time')}>
              <Input type="time" value={draft.reminderTime} required onChange={(e) => change({ reminderTime: e.target.value })} />
            </Field>
            <Field id="reminder-timezone" label={t('reminders.timezone')}>
              <TimezoneInput value={draft.timezone} onChange={(e) => change({ timezone: e.target.value })} />
            </Field>
          </div>
          <Switch
            id="reminder-email"
            checked={draft.emailEnabled}
            onCheckedChange={(emailEnabled) => change({ emailEnabled })}
            label={t('reminders.email')}
          />
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => save.mutate(draft)} loading={save.isPending}>
          {t('reminders.save')}
        </Button>
        <Button variant="secondary" onClick={() => test.mutate()} loading={test.isPending}>
          {t('reminders.test')}
        </Button>
      </div>
    </Card>
  );
}
