import { toast } from 'sonner';
import { i18n } from '@/lib/i18n';
import type { RealtimeSession } from './realtime-session';

/** Clear takes the messages off this screen only; the person is told they stay saved, and where to delete them. */
export function clearScreen(session: RealtimeSession): void {
  session.clearTranscript();
  toast.success(i18n.t('session:screen.clearedTitle'), { description: i18n.t('session:screen.cleared') });
}
