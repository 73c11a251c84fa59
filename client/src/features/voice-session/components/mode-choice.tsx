import { useTranslation } from 'react-i18next';
import { MessageSquare, Mic, MicOff, type LucideIcon } from 'lucide-react';
import type { SessionMode } from '@shared/protocol/client-messages';
import { cn } from '@/lib/cn';
import { useVoiceUnavailable } from '@/session/use-voice-unavailable';

const modes: { mode: SessionMode; title: 'voiceTitle' | 'textTitle'; description: 'voiceDescription' | 'textDescription'; icon: LucideIcon }[] = [
  { mode: 'voice', title: 'voiceTitle', description: 'voiceDescription', icon: Mic },
  { mode: 'text', title: 'textTitle', description: 'textDescription', icon: MessageSquare },
];

/**
 * The first step of a session, and the only one: how the person wants to talk; choosing starts it.
 * Pointing at, touching or focusing the voice call calls `onVoiceIntent`, to fetch what a call needs.
 */
export function ModeChoice({ onChoose, onVoiceIntent, starting }: { onChoose: (mode: SessionMode) => void; onVoiceIntent?: () => void; starting: boolean }) {
  const { t } = useTranslation('session', { keyPrefix: 'modeChoice' });
  const voiceUnavailable = useVoiceUnavailable();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {modes.map(({ mode, title, description, icon }) => {
        const unavailable = mode === 'voice' ? voiceUnavailable : null;
        const Icon = unavailable ? MicOff : icon;
        const intent = mode === 'voice' && unavailable === null ? onVoiceIntent : undefined;
        return (
          <button
            key={mode}
            type="button"
            onClick={() => onChoose(mode)}
            onPointerEnter={intent}
            onTouchStart={intent}
            onFocus={intent}
            disabled={unavailable !== null || starting}
            aria-busy={starting || undefined}
            aria-describedby={unavailable ? 'voice-unavailable' : undefined}
            className={cn(
              'group flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface p-6 text-start shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
              unavailable ? 'cursor-not-allowed bg-slate-50' : 'hover:border-primary/50 hover:bg-teal-50/40',
            )}
          >
            <span className={cn('flex h-12 w-12 items-center justify-center rounded-2xl', unavailable ? 'bg-slate-100 text-muted' : 'bg-accent text-primary')}>
              <Icon className="h-6 w-6" aria-hidden />
            </span>
            <span>
              <span className={cn('block text-lg font-semibold', unavailable ? 'text-muted' : 'group-hover:text-primary')}>
                {t(title)}
                {unavailable && <span className="ms-2 rounded-full bg-slate-200 px-2 py-0.5 align-middle text-xs font-medium text-slate-700">{t('unavailable')}</span>}
              </span>
              <span className="mt-1 block text-sm text-muted">{t(description)}</span>
              {unavailable && (
                <span id="voice-unavailable" className="mt-3 block text-sm font-medium text-foreground">
                  {unavailable}
                </span>
              )}
            </span>
          </button>
        );
      })}
    </div>
  );
}
