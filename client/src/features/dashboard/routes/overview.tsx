import { useMe } from '@/lib/auth';
import { QuickLinks } from '../components/quick-links';
import { RecentSessions, type RecentSession } from '../components/recent-sessions';
import { SessionStats } from '../components/session-stats';
import { WelcomeBanner } from '../components/welcome-banner';

// Sessions are not recorded yet; the cards show their empty state until the sessions list arrives.
const sessions: readonly RecentSession[] = [];

/** The dashboard's home: greeting, shortcuts, recent sessions and totals. */
export function Component() {
  const { data: me } = useMe();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <WelcomeBanner fullName={me?.profile.fullName ?? null} />
      <QuickLinks />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentSessions sessions={sessions} />
        </div>
        <SessionStats sessions={sessions} />
      </div>
    </div>
  );
}
