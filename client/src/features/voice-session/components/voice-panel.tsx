import { useTranslation } from 'react-i18next';
import { Mic, MicOff, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { VoiceCallSnapshot, VoiceStatus } from '../voice/voice-call';
import { LevelMeter } from './level-meter';

const ring: Record<VoiceStatus, string> = {
  off: 'bg-slate-100 text-muted',
  starting: 'bg-slate-100 text-muted animate-pulse',
  listening: 'bg-accent text-primary',
  hearing: 'bg-primary text-primary-foreground ring-8 ring-primary/20',
  thinking: 'bg-amber-100 text-amber-800 animate-pulse',
  speaking: 'bg-teal-600 text-white ring-8 ring-teal-600/20 animate-pulse',
};

/** Under a voice call: what the call is doing now, the live input level, and a way to stop the reply. */
export function VoicePanel({
  voice,
  level,
  onInterrupt,
}: {
  voice: VoiceCallSnapshot;
  level: () => number;
  onInterrupt: () => void;
}) {
  const { t } = useTranslation('session', { keyPrefix: 'voicePanel' });
  const Icon = voice.micOn ? Mic : MicOff;
  return (
    <div className="flex flex-col items-center gap-3 border-t border-border bg-surface px-4 py-5">
      <span className={cn('flex h-14 w-14 items-center justify-center rounded-full transition-all', ring[voice.status])} aria-hidden>
        <Icon className="h-6 w-6" />
      </span>
      <p aria-live="polite" data-voice-status={voice.status} data-barge-ins={voice.bargeIns} className="text-sm font-medium">
        {t(voice.status)}
      </p>
      <LevelMeter read={level} active={voice.micOn} />
      {voice.speaking && (
        <Button size="sm" variant="ghost" onClick={onInterrupt}>
          <Square className="h-3.5 w-3.5" aria-hidden /> {t('stop')}
        </Button>
      )}
    </div>
  );
}
