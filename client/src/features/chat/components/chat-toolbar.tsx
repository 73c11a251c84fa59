import { Eraser, LogOut, Play } from 'lucide-react';
import { sessionScreenMessages } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { SessionTimer } from '@/session/components/session-timer';
import type { SessionSnapshot } from '@/session/realtime-session';

/** Above the chat: the session's title and timer, and Start Session, Clear and End Session. */
export function ChatToolbar({
  snapshot,
  onStart,
  onClear,
  onEnd,
}: {
  snapshot: SessionSnapshot;
  onStart: () => void;
  onClear: () => void;
  onEnd: () => void;
}) {
  const active = snapshot.phase === 'active';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-6">
      <div className="min-w-0">
        <p className="truncate font-medium" data-testid="session-title">
          {active ? snapshot.title : 'Not started'}
        </p>
        <p className="flex items-center gap-2 text-muted">
          <span className={active ? 'h-2 w-2 rounded-full bg-emerald-500' : 'h-2 w-2 rounded-full bg-slate-300'} aria-hidden />
          <SessionTimer startedAt={snapshot.startedAt} running={active} />
        </p>
      </div>
      <div className="flex items-center gap-2">
        {!active && (
          <Button size="sm" onClick={onStart} loading={snapshot.phase === 'starting'}>
            <Play className="h-4 w-4" aria-hidden /> Start Session
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={onClear} disabled={snapshot.transcript.length === 0} title={sessionScreenMessages.clearHint}>
          <Eraser className="h-4 w-4" aria-hidden /> Clear
        </Button>
        {active && (
          <Button size="sm" variant="secondary" onClick={onEnd} loading={snapshot.ending}>
            <LogOut className="h-4 w-4" aria-hidden /> End Session
          </Button>
        )}
      </div>
    </div>
  );
}
