import { MessageSquare, Mic, type LucideIcon } from 'lucide-react';
import type { SessionMode } from '@shared/protocol/client-messages';

const modes: { mode: SessionMode; title: string; description: string; icon: LucideIcon }[] = [
  {
    mode: 'voice',
    title: 'Voice Call',
    description: 'Talk it through out loud. The companion listens, and answers in a calm voice.',
    icon: Mic,
  },
  {
    mode: 'text',
    title: 'Text Chat',
    description: 'Write at your own pace. Replies appear as they are written.',
    icon: MessageSquare,
  },
];

/** The first step of a session: how the person wants to talk. */
export function ModeChoice({ onChoose }: { onChoose: (mode: SessionMode) => void }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {modes.map(({ mode, title, description, icon: Icon }) => (
        <button
          key={mode}
          type="button"
          onClick={() => onChoose(mode)}
          className="group flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface p-6 text-left shadow-sm transition-colors hover:border-primary/50 hover:bg-teal-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-accent text-primary">
            <Icon className="h-6 w-6" aria-hidden />
          </span>
          <span>
            <span className="block text-lg font-semibold group-hover:text-primary">{title}</span>
            <span className="mt-1 block text-sm text-muted">{description}</span>
          </span>
        </button>
      ))}
    </div>
  );
}
