import { useTranslation } from 'react-i18next';
import { MessageSquare, Mic } from 'lucide-react';
import type { SessionMode } from '@shared/protocol/client-messages';
import { cn } from '@/lib/cn';

/**
 * Voice or text, switchable mid-session; a switch under way blocks another. `voiceUnavailable` (why voice
 * cannot be used, shown beside the switch) keeps Voice from being chosen.
 */
export function ModeSwitch({
  mode,
  switching,
  voiceUnavailable,
  onChange,
}: {
  mode: SessionMode;
  switching: boolean;
  voiceUnavailable: string | null;
  onChange: (mode: SessionMode) => void;
}) {
  const { t } = useTranslation('session');
  const options = [
    { value: 'voice' as const, label: t('live.voice'), icon: Mic },
    { value: 'text' as const, label: t('live.text'), icon: MessageSquare },
  ];
  return (
    <div role="group" aria-label={t('live.modes')} className="inline-flex rounded-xl bg-slate-100 p-1">
      {options.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          disabled={switching || (value === 'voice' && voiceUnavailable !== null && mode !== 'voice')}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors disabled:opacity-60',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
            mode === value ? 'bg-surface text-foreground shadow-sm' : 'text-muted hover:text-foreground',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
}
