import type { SessionDetail } from '@shared/api/sessions';
import { formatClockTime, formatDuration, formatLongDate } from '@shared/format';
import { moodLabel } from '@/session/components/moods';
import { Card, CardTitle } from '@/components/ui/card';

/** Duration, date and the moods before and after. */
export function SessionOverviewCard({ session }: { session: SessionDetail }) {
  const rows = [
    ['Duration', formatDuration(session.durationSeconds)],
    ['Date', `${formatLongDate(session.createdAt)}, ${formatClockTime(session.createdAt)}`],
    ['Type', session.type === 'call' ? 'Voice Session' : 'Text Session'],
    ['Mood before', session.moodBefore ? moodLabel(session.moodBefore) : 'Not recorded'],
    ['Mood after', session.moodAfter ? moodLabel(session.moodAfter) : 'Not recorded'],
  ] as const;
  return (
    <Card className="p-5">
      <CardTitle>Overview</CardTitle>
      <dl className="mt-3 divide-y divide-border text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-medium text-foreground" data-testid={`overview-${label.toLowerCase().replace(' ', '-')}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
