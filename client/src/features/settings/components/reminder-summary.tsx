import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { BellRing } from 'lucide-react';
import { paths } from '@/config/paths';
import { reminderQuery } from '@/lib/reminder-query';

/** Mood reminders as the Mood Tracker has them (the one place they are set), with the way there. */
export function ReminderSummary() {
  const reminder = useQuery(reminderQuery);
  const on = reminder.data?.isEnabled && reminder.data.emailEnabled;
  return (
    <div className="flex flex-wrap items-start gap-3 rounded-xl bg-slate-50 p-4" data-testid="reminder-summary">
      <BellRing className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium text-foreground">Mood reminders</p>
        <p className="text-sm text-muted">
          {reminder.isPending
            ? 'Loading…'
            : reminder.isError
              ? 'We could not load your reminder.'
              : on
                ? `On: an email at ${reminder.data.reminderTime} (${reminder.data.timezone}) when you have not checked in yet.`
                : 'Off. We send no reminder emails.'}
        </p>
      </div>
      <Link to={paths.dashboard.moodTracker} className="text-sm font-medium text-primary hover:underline">
        Change in the Mood Tracker
      </Link>
    </div>
  );
}
