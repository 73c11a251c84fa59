import { useTranslation } from 'react-i18next';
import { AlertCircle, WifiOff, X } from 'lucide-react';
import { useSayMessage } from '@/lib/i18n';
import type { ConnectionState } from '@/session/realtime-client';
import type { SessionNotice } from '@/session/realtime-session';

/** The reconnecting notice and the latest problem, if any, above a session's conversation. */
export function SessionNotices({
  connection,
  notice,
  onDismiss,
}: {
  connection: ConnectionState | null;
  notice: SessionNotice | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('session');
  const say = useSayMessage();
  return (
    <>
      {connection === 'reconnecting' && (
        <p role="status" className="flex items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900" data-testid="reconnecting">
          <WifiOff className="h-4 w-4 shrink-0" aria-hidden />
          {t('screen.reconnecting')}
        </p>
      )}
      {notice && (
        <div role="alert" data-code={notice.code} className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-2.5 text-sm text-danger">
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <p className="flex-1">{say(notice.message)}</p>
          <button type="button" onClick={onDismiss} aria-label={t('end.dismiss')} className="rounded p-0.5 hover:bg-red-100">
            <X className="h-4 w-4" aria-hidden />
          </button>
        </div>
      )}
    </>
  );
}
