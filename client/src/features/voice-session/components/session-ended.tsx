import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { formatClock } from '@/session/session-clock';
import type { SessionSnapshot } from '@/session/realtime-session';

function endText(snapshot: SessionSnapshot): string {
  switch (snapshot.ended?.reason) {
    case 'limit':
      return snapshot.limit?.message ?? 'This session reached its time limit.';
    case 'timeout':
    case 'lost':
      return 'The connection dropped. Everything said before it is saved.';
    case 'shutdown':
      return 'The server restarted and ended this session. Everything said is saved.';
    case 'account_deleted':
      return 'Your account was deleted, so this session has ended. Nothing from it was kept.';
    case 'user':
    case undefined:
      return 'Thank you for taking this time for yourself. Your conversation is saved.';
  }
}

/** After a session: how it went, and where to go next. */
export function SessionEnded({ snapshot, onAnother }: { snapshot: SessionSnapshot; onAnother: () => void }) {
  const duration = snapshot.ended?.durationSeconds;
  return (
    <section aria-labelledby="ended-title" className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6" data-end-reason={snapshot.ended?.reason}>
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden />
        <div className="space-y-3">
          <h1 id="ended-title" className="text-xl font-semibold">
            Session ended
          </h1>
          <p className="text-sm text-muted">
            {snapshot.title}
            {duration !== null && duration !== undefined && ` · ${formatClock(duration)}`}
          </p>
          <p className="text-sm">{endText(snapshot)}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onAnother}>
              Start another session
            </Button>
            <ButtonLink to={paths.dashboard.sessions} size="sm" variant="secondary">
              Previous sessions
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
