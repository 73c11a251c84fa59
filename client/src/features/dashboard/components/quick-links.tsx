import { Link } from 'react-router-dom';
import { History, MessageSquare, Mic, Smile, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';

const links: { label: string; description: string; href: string; icon: LucideIcon }[] = [
  { label: 'Start Session', description: 'Talk it through by voice', href: paths.dashboard.startSession, icon: Mic },
  { label: 'Text Chat', description: 'Write when words come easier', href: paths.dashboard.chat, icon: MessageSquare },
  { label: 'Previous Sessions', description: 'Look back at past talks', href: paths.dashboard.sessions, icon: History },
  { label: 'Mood Tracker', description: 'Check in with how you feel', href: paths.dashboard.moodTracker, icon: Smile },
];

/** Four shortcuts to what people do most. */
export function QuickLinks() {
  return (
    <nav aria-label="Quick links" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {links.map(({ label, description, href, icon: Icon }) => (
        <Link
          key={href}
          to={href}
          className="group flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm transition-colors hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:p-5"
        >
          <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-accent text-primary">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <span>
            <span className="block font-medium text-foreground group-hover:text-primary">{label}</span>
            <span className="mt-0.5 block text-sm text-muted">{description}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
