import { Link } from 'react-router-dom';
import { ChevronRight, MessageSquare, Mic } from 'lucide-react';
import type { SessionSummary } from '@shared/api/sessions';
import { formatDuration, formatSessionTime } from '@shared/format';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The three most recent sessions, or an invitation to hold the first one. */
export function RecentSessions({ sessions, total }: { sessions: readonly SessionSummary[]; total: number }) {
  const now = new Date();
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <CardTitle>Recent sessions</CardTitle>
        {total > sessions.length && (
          <Link to={paths.dashboard.sessions} className="text-sm font-medium text-primary hover:underline">
            View All Sessions
          </Link>
        )}
      </div>
      {sessions.length === 0 ? (
        <div className="flex flex-col items-center py-8 text-center">
          <p className="font-medium text-foreground">No sessions yet</p>
          <p className="mt-1 text-sm text-muted">Your conversations will appear here after your first session.</p>
          <ButtonLink to={paths.dashboard.startSession} className="mt-4">
            Start Your First Session
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-border" aria-label="Recent sessions">
          {sessions.map((session) => (
            <li key={session.id}>
              <SessionRow session={session} now={now} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function SessionRow({ session, now }: { session: SessionSummary; now: Date }) {
  const voice = session.type === 'call';
  const Icon = voice ? Mic : MessageSquare;
  return (
    <Link to={paths.dashboard.session(session.id)} className="flex items-center gap-3 py-3 hover:text-primary">
      <Icon className="h-5 w-5 shrink-0 text-primary" role="img" aria-label={voice ? 'Voice Session' : 'Text Session'} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{session.title}</span>
        <span className="block text-sm text-muted">
          {formatSessionTime(session.createdAt, now)} · {formatDuration(session.durationSeconds)}
        </span>
      </span>
      <ChevronRight className="h-4 w-4 shrink-0 text-muted" aria-hidden />
    </Link>
  );
}
