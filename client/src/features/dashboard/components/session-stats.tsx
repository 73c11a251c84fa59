import { CalendarDays, Clock, Heart, MessagesSquare } from 'lucide-react';
import type { DashboardResponse } from '@shared/api/sessions';
import { formatDuration } from '@shared/format';
import { moodLabel } from '@/session/components/moods';
import { Card } from '@/components/ui/card';

/** Totals over every session, this week's count and the latest mood. */
export function SessionStats({ stats }: { stats: DashboardResponse['stats'] }) {
  const figures = [
    { id: 'total-sessions', label: 'Total sessions', value: String(stats.totalSessions), icon: MessagesSquare },
    { id: 'total-time', label: 'Total time', value: formatDuration(stats.totalDurationSeconds), icon: Clock },
    { id: 'this-week', label: 'This week', value: String(stats.sessionsThisWeek), icon: CalendarDays },
    // Nothing is made up before the first mood is recorded.
    { id: 'current-mood', label: 'Current mood', value: stats.currentMood ? moodLabel(stats.currentMood) : 'None yet', icon: Heart },
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
            <span className="block text-sm text-muted">{label}</span>
          </span>
        </Card>
      ))}
    </div>
  );
}
