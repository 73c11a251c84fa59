import { toast } from 'sonner';
import { sessionScreenMessages } from '@shared/messages';
import type { RealtimeSession } from './realtime-session';

/** Clear takes the messages off this screen only; the person is told they stay saved, and where to delete them. */
export function clearScreen(session: RealtimeSession): void {
  session.clearTranscript();
  toast.success(sessionScreenMessages.clearedTitle, { description: sessionScreenMessages.cleared });
}
