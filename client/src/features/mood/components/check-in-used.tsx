import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatLongDate } from '@shared/format';
import { weeklyCheckIns } from '@shared/plan-features';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });

/** In place of the form when this week's check-ins are used: when the next one opens, and the way to more. */
export function CheckInUsed({ limitPerWeek, nextCheckInDay }: { limitPerWeek: number; nextCheckInDay: string }) {
  // A local calendar day: read at noon UTC so no zone moves it to the day before.
  const opens = new Date(`${nextCheckInDay}T12:00:00Z`);
  return (
    <Card className="p-5 sm:p-6" data-testid="check-in-used">
      <div className="flex items-start gap-3">
        <CalendarClock className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">This week's check-in is done</h2>
          <p className="mt-1 text-sm text-slate-700">
            Your plan includes {weeklyCheckIns(limitPerWeek)}. Your next check-in opens on{' '}
            <strong>
              {weekday.format(opens)}, {formatLongDate(opens, 'UTC')}
            </strong>
            .
          </p>
          <p className="mt-3 text-sm text-muted">
            Until then you can still{' '}
            <Link to={paths.dashboard.startSession} className="font-medium text-primary hover:underline">
              talk things through
            </Link>{' '}
            or{' '}
            <Link to={paths.dashboard.selfcare('reflection-journal')} className="font-medium text-primary hover:underline">
              write in your journal
            </Link>
            .
          </p>
          <ButtonLink to={paths.dashboard.usage} variant="secondary" className="mt-4">
            See Premium plans
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}
