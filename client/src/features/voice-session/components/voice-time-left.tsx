import { Trans, useTranslation } from 'react-i18next';
import { Hourglass } from 'lucide-react';
import { formatClock, useNow, voiceSecondsLeft } from '@/session/session-clock';
import type { VoiceTime } from '@/session/realtime-session';

/**
 * Voice time left today (or in this session, whichever ends first), from the server's usage events. It
 * stands still while the server charges nothing (speech recognition stopped working).
 */
export function VoiceTimeLeft({ time, running }: { time: VoiceTime; running: boolean }) {
  const counting = running && time.metered !== false;
  const now = useNow(counting);
  const seconds = voiceSecondsLeft(time, counting, now);
  const { t } = useTranslation('session');
  const unlimited = time.dailyRemainingSeconds === null;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-muted" data-testid="voice-time-left" data-seconds={seconds} data-counting={counting}>
      <Hourglass className="h-4 w-4" aria-hidden />
      <span>
        <Trans
          t={t}
          i18nKey={unlimited ? 'live.sessionTimeLeft' : 'live.voiceTimeLeft'}
          values={{ time: formatClock(seconds) }}
          components={{ clock: <span dir="ltr" className="font-mono tabular-nums text-foreground" /> }}
        />
      </span>
    </span>
  );
}
