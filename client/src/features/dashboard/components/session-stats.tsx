import { Clock, MessagesSquare } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { RecentSession } from './recent-sessions';

/** Totals over the sessions given; zero until the first session is held. */
export function SessionStats({ sessions }: { sessions: readonly RecentSession[] }) {
  const totalMinutes = Math.round(sessions.reduce((sum, session) => sum + session.durationSeconds, 0) / 60);
  const stats = [
    { label: 'Sessions', value: sessions.length, icon: MessagesSquare },
    { label: 'Minutes talked', value: totalMinutes, icon: Clock },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-1 lg:gap-4">
      {stats.map(({ label, value, icon: Icon }) => (
        <Card key={label} className="flex items-center gap-4 p-4 sm:p-5">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <span>
            <span className="block text-2xl font-semibold text-foreground" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
              {value}
            </span>
            <span className="block text-sm text-muted">{label}</span>
          </span>
        </Card>
      ))}
    </div>
  );
}
