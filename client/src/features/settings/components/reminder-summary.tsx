import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BellRing } from 'lucide-react';
import { keepLeftToRight } from '@shared/i18n/languages';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { reminderQuery } from '@/lib/reminder-query';

/** Mood reminders as the Mood Tracker has them (the one place they are set), with the way there. */
export function ReminderSummary() {
  const { t } = useTranslation('settings');
  const reminder = useQuery(reminderQuery);
  const on = reminder.data?.isEnabled && reminder.data.emailEnabled;
  const language = currentLanguage();
  return (
    <div className="flex flex-wrap items-start gap-3 rounded-xl bg-slate-50 p-4" data-testid="reminder-summary">
      <BellRing className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium text-foreground">{t('reminder.title')}</p>
        <p className="text-sm text-muted">
          {reminder.isPending
            ? t('reminder.loading')
            : reminder.isError
              ? t('reminder.loadFailed')
              : on
                ? t('reminder.on', {
                    time: keepLeftToRight(reminder.data.reminderTime, language),
                    timezone: keepLeftToRight(reminder.data.timezone, language),
                  })
                : t('reminder.off')}
        </p>
      </div>
      <Link to={paths.dashboard.moodTracker} className="text-sm font-medium text-primary hover:underline">
        {t('reminder.change')}
      </Link>
    </div>
  );
}
