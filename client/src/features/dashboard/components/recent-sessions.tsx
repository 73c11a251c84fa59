import { Link } from 'react-router-dom';
import { ChevronRight, MessageSquare, Mic } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The few fields of a past session the overview lists. */
export interface RecentSession {
  id: string;
  title: string;
  createdAt: string;
  durationSeconds: number;
  type: 'call' | 'chat';
}

const SHOWN = 3;
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

function minutes(seconds: number): string {
  return seconds < 60 ? `${seconds}s` : `${Math.round(seconds / 60)}m`;
}

/** The three most recent sessions, or an invitation to hold the first one. */
export function RecentSessions({ sessions }: { sessions: readonly RecentSession[] }) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <CardTitle>Recent sessions</CardTitle>
        {sessions.length > SHOWN && (
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
        <ul className="mt-4 divide-y divide-border">
          {sessions.slice(0, SHOWN).map((session) => (
            <li key={session.id}>
              <SessionRow session={session} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function SessionRow({ session }: { session: RecentSession }) {
  const Icon = session.type === 'call' ? Mic : MessageSquare;
  return (
    <Link to={paths.dashboard.session(session.id)} className="flex items-center gap-3 py-3 hover:text-primary">
      <Icon className="h-5 w-5 shrink-0 text-primary" aria-label={session.type === 'call' ? 'Voice Session' : 'Text Session'} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{session.title}</span>
        <span className="block text-sm text-muted">
          {dateFormat.format(new Date(session.createdAt))} · {minutes(session.durationSeconds)}
        </span>
      </span>
      <ChevronRight className="h-4 w-4 shrink-0 text-muted" aria-hidden />
    </Link>
  );
}
