import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ReminderSettings } from '@shared/api/mood';
import { moodMessages } from '@shared/messages';
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
  const [draft, setDraft] = useState(saved);
  useEffect(() => setDraft(saved), [saved]);
  const queryClient = useQueryClient();
  const change = (next: Partial<ReminderSettings>) => setDraft((current) => ({ ...current, ...next }));

  const save = useMutation({
    mutationFn: moodApi.saveReminder,
    onSuccess: async ({ reminder, confirmation }) => {
      queryClient.setQueryData([...queryKeys.mood, 'reminder'], reminder);
      toast.success(moodMessages.reminderSavedTitle, { description: moodMessages.reminderSaved });
      if (confirmation === 'sent') toast.success(moodMessages.confirmationSent);
      if (confirmation === 'failed') toast.error(moodMessages.emailFailedTitle, { description: moodMessages.emailFailed });
      await queryClient.invalidateQueries({ queryKey: [...queryKeys.mood, 'reminder'] });
    },
    onError: (error) =>
      toast.error(moodMessages.reminderFailed, { description: error instanceof ApiError ? error.message : undefined }),
  });
  const test = useMutation({
    mutationFn: moodApi.sendTestReminder,
    onSuccess: () => toast.success(moodMessages.testSent),
    onError: () => toast.error(moodMessages.testFailedTitle, { description: moodMessages.testFailed }),
  });

  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <div>
        <CardTitle>Reminders</CardTitle>
        <CardDescription className="mt-1" data-testid="reminder-description">
          A gentle email if you have not checked in by your chosen time
          {limitPerWeek >= 0 ? ", until this week's check-in is done." : '.'}
        </CardDescription>
      </div>
      <Switch
        id="reminder-enabled"
        checked={draft.isEnabled}
        onCheckedChange={(isEnabled) => change({ isEnabled })}
        label="Daily reminder"
      />
      {draft.isEnabled && (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <Field id="reminder-time" label="Reminder time">
              <Input type="time" value={draft.reminderTime} required onChange={(e) => change({ reminderTime: e.target.value })} />
            </Field>
            <Field id="reminder-timezone" label="Time zone">
              <TimezoneInput value={draft.timezone} onChange={(e) => change({ timezone: e.target.value })} />
            </Field>
          </div>
          <Switch
            id="reminder-email"
            checked={draft.emailEnabled}
            onCheckedChange={(emailEnabled) => change({ emailEnabled })}
            label="Email reminders"
          />
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => save.mutate(draft)} loading={save.isPending}>
          Save Settings
        </Button>
        <Button variant="secondary" onClick={() => test.mutate()} loading={test.isPending}>
          Send test reminder
        </Button>
      </div>
    </Card>
  );
}
