import { CalendarDays, Clock, Heart, MessagesSquare } from 'lucide-react';
import type { DashboardResponse } from '@shared/api/sessions';
import { useMoodLabel } from '@/session/components/moods';
import { Card } from '@/components/ui/card';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';

/** Totals over every session, this week's count and the latest mood. */
export function SessionStats({ stats }: { stats: DashboardResponse['stats'] }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const sayMood = useMoodLabel();
  const number = new Intl.NumberFormat(currentLanguage());
  const figures = [
    { id: 'total-sessions', label: t('overview.totalSessions'), value: number.format(stats.totalSessions), icon: MessagesSquare },
    { id: 'total-time', label: t('overview.totalTime'), value: format.duration(stats.totalDurationSeconds), icon: Clock },
    { id: 'this-week', label: t('overview.thisWeek'), value: number.format(stats.sessionsThisWeek), icon: CalendarDays },
    // Nothing is made up before the first mood is recorded.
    { id: 'current-mood', label: t('overview.currentMood'), value: stats.currentMood ? sayMood(stats.currentMood) : t('overview.noMoodYet'), icon: Heart },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 lg:gap-4">
      {figures.map(({ id, label, value, icon: Icon }) => (
        <Card key={id} className="flex items-center gap-3 p-4">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <span className="min-w-0">
            <span className="block break-words text-lg font-semibold text-foreground sm:text-xl" data-testid={`stat-${id}`}>
              {value}
            </span>
            <span className="block break-words text-sm text-muted">{label}</span>
          </span>
        </Card>
      ))}
    </div>
  );
}
