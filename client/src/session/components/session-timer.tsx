import { useTranslation } from 'react-i18next';
import { formatClock, useNow } from '@/session/session-clock';

/** Time since the session started, as mm:ss; it stops when the session does. */
export function SessionTimer({ startedAt, running, endedSeconds }: { startedAt: number | null; running: boolean; endedSeconds?: number | null }) {
  const { t } = useTranslation('session');
  const now = useNow(running);
  const seconds = endedSeconds ?? (startedAt === null ? 0 : (now - startedAt) / 1000);
  return (
    <span className="font-mono text-sm tabular-nums" aria-label={t('live.elapsed', { time: formatClock(seconds) })} data-testid="session-timer">
      <time>{formatClock(seconds)}</time>
    </span>
  );
}
