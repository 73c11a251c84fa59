import { useTranslation } from 'react-i18next';
import { Eraser, LogOut } from 'lucide-react';
import type { SessionMode } from '@shared/protocol/client-messages';
import { Button } from '@/components/ui/button';
import { SessionTimer } from '@/session/components/session-timer';
import type { SessionSnapshot } from '@/session/realtime-session';
import { useVoiceUnavailable } from '@/session/use-voice-unavailable';
import { ModeSwitch } from './mode-switch';
import { SessionTitleEditor } from './session-title-editor';
import { VoiceTimeLeft } from './voice-time-left';

/** The live session's bar: title (renamed in place), timer, voice time left, the mode switch, Clear and End. */
export function SessionHeader({
  snapshot,
  onMode,
  onRename,
  onClear,
  onEnd,
}: {
  snapshot: SessionSnapshot;
  onMode: (mode: SessionMode) => void;
  onRename: (title: string) => void;
  onClear: () => void;
  onEnd: () => void;
}) {
  const { t } = useTranslation('session');
  const voiceRunning = snapshot.mode === 'voice' && snapshot.connection === 'open';
  // Voice that cannot be used offers no minutes and no switch to it, and says why.
  const refusal = useVoiceUnavailable();
  const voiceUnavailable = snapshot.mode === 'voice' ? null : refusal;
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <SessionTitleEditor title={snapshot.title} onRename={onRename} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted">
          <SessionTimer startedAt={snapshot.startedAt} running={snapshot.phase === 'active'} />
          {snapshot.voiceTime && !voiceUnavailable && <VoiceTimeLeft time={snapshot.voiceTime} running={voiceRunning} />}
        </div>
        {voiceUnavailable && (
          <p className="text-xs text-muted" data-testid="voice-unavailable-note">
            {voiceUnavailable}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ModeSwitch mode={snapshot.mode} switching={snapshot.modeSwitching} voiceUnavailable={voiceUnavailable} onChange={onMode} />
        <Button size="sm" variant="secondary" onClick={onClear} disabled={snapshot.transcript.length === 0} aria-label={t('screen.clearHint')} title={t('screen.clearHint')}>
          <Eraser className="h-4 w-4" aria-hidden /> <span className="hidden sm:inline">{t('live.clear')}</span>
        </Button>
        <Button size="sm" variant="danger" onClick={onEnd} loading={snapshot.ending}>
          <LogOut className="h-4 w-4 rtl:-scale-x-100" aria-hidden /> {t('live.end')}
        </Button>
      </div>
    </div>
  );
}
