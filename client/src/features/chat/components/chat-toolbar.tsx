import { useTranslation } from 'react-i18next';
import { Eraser, LogOut, Play } from 'lucide-react';
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
  const { t } = useTranslation('session');
  const active = snapshot.phase === 'active';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-6">
      <div className="min-w-0">
        <p className="line-clamp-2 break-words font-medium" data-testid="session-title" translate={active ? 'no' : undefined}>
          {active ? snapshot.title : t('chat.notStarted')}
        </p>
        <p className="flex items-center gap-2 text-muted">
          <span className={active ? 'h-2 w-2 rounded-full bg-emerald-500' : 'h-2 w-2 rounded-full bg-slate-300'} aria-hidden />
          <SessionTimer startedAt={snapshot.startedAt} running={active} />
        </p>
      </div>
      <div className="flex items-center gap-2">
        {!active && (
          <Button size="sm" onClick={onStart} loading={snapshot.phase === 'starting'}>
            <Play className="h-4 w-4" aria-hidden /> {t('chat.start')}
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={onClear} disabled={snapshot.transcript.length === 0} title={t('screen.clearHint')}>
          <Eraser className="h-4 w-4" aria-hidden /> {t('chat.clear')}
        </Button>
        {active && (
          <Button size="sm" variant="secondary" onClick={onEnd} loading={snapshot.ending}>
            <LogOut className="h-4 w-4 rtl:-scale-x-100" aria-hidden /> {t('chat.end')}
          </Button>
        )}
      </div>
    </div>
  );
}
