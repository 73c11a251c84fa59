import { AlertCircle, WifiOff, X } from 'lucide-react';
import { sessionScreenMessages } from '@shared/messages';
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
  return (
    <>
      {connection === 'reconnecting' && (
        <p role="status" className="flex items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900" data-testid="reconnecting">
          <WifiOff className="h-4 w-4 shrink-0" aria-hidden />
          {sessionScreenMessages.reconnecting}
        </p>
      )}
      {notice && (
        <div role="alert" data-code={notice.code} className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-2.5 text-sm text-danger">
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <p className="flex-1">{notice.message}</p>
          <button type="button" onClick={onDismiss} aria-label="Dismiss" className="rounded p-0.5 hover:bg-red-100">
            <X className="h-4 w-4" aria-hidden />
          </button>
        </div>
      )}
    </>
  );
}
