import { useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@shared/api/sessions';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMe } from '@/lib/auth';
import { useVoiceUnavailable } from '@/session/use-voice-unavailable';
import { overviewQuery } from '../api/overview-api';
import { MinutesCard } from '../components/minutes-card';
import { QuickLinks } from '../components/quick-links';
import { RecentSessions } from '../components/recent-sessions';
import { SelfCareShortcuts } from '../components/self-care-shortcuts';
import { SessionStats } from '../components/session-stats';
import { VoiceTimeCard } from '../components/voice-time-card';
import { WelcomeBanner } from '../components/welcome-banner';
import { useTranslation } from 'react-i18next';

/** Someone has been here before once they have held a session; unknown while the overview loads. */
function returningVisitor(overview: { data?: DashboardResponse; isError: boolean }): boolean | undefined {
  if (overview.data) return overview.data.stats.totalSessions > 0;
  return overview.isError ? false : undefined;
}

/** The dashboard's home: greeting, today's voice time, shortcuts, recent sessions, totals and the chart. */
export function Component() {
  const { data: me } = useMe();
  const overview = useQuery(overviewQuery);
  const voiceUnavailable = useVoiceUnavailable();
  const { t } = useTranslation('dashboard');
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <WelcomeBanner fullName={me?.profile.fullName ?? null} returning={returningVisitor(overview)} />
      {overview.data && <VoiceTimeCard usage={overview.data.voiceUsage} unavailable={voiceUnavailable} />}
      <QuickLinks />
      {overview.isPending ? (
        <OverviewSkeleton />
      ) : overview.isError ? (
        <Card role="alert" className="flex flex-col items-center py-10 text-center">
          <p className="font-medium">{t('overview.loadFailed')}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void overview.refetch()}>
            {t('overview.tryAgain')}
          </Button>
        </Card>
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-5">
            <div className="min-w-0 lg:col-span-3">
              <RecentSessions sessions={overview.data.recentSessions} total={overview.data.stats.totalSessions} />
            </div>
            <div className="min-w-0 lg:col-span-2">
              <SessionStats stats={overview.data.stats} />
            </div>
          </div>
          <MinutesCard days={overview.data.minutesByDay} />
        </>
      )}
      <SelfCareShortcuts />
    </div>
  );
}

function OverviewSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-5" aria-hidden data-testid="overview-loading">
      <div className="h-64 animate-pulse rounded-2xl bg-slate-100 lg:col-span-3" />
      <div className="h-64 animate-pulse rounded-2xl bg-slate-100 lg:col-span-2" />
    </div>
  );
}
