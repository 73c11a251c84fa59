import { Link } from 'react-router-dom';
import { History, MessageSquare, Mic, Smile, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';
import { useTranslation } from 'react-i18next';

/** Each link's label and description are the dashboard texts `overview.quick<name>` and `…Body`. */
const links = [
  { name: 'Start', href: paths.dashboard.startSession, icon: Mic },
  { name: 'Chat', href: paths.dashboard.chat, icon: MessageSquare },
  { name: 'Sessions', href: paths.dashboard.sessions, icon: History },
  { name: 'Mood', href: paths.dashboard.moodTracker, icon: Smile },
] as const satisfies readonly { name: string; href: string; icon: LucideIcon }[];

/** Four shortcuts to what people do most. */
export function QuickLinks() {
  const { t } = useTranslation('dashboard');
  return (
    <nav aria-label={t('overview.quickLinks')} className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {links.map(({ name, href, icon: Icon }) => (
        <Link
          key={href}
          to={href}
          className="group flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm transition-colors hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:p-5"
        >
          <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-accent text-primary">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <span>
            <span className="block font-medium text-foreground group-hover:text-primary">{t(`overview.quick${name}`)}</span>
            <span className="mt-0.5 block text-sm text-muted">{t(`overview.quick${name}Body`)}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
