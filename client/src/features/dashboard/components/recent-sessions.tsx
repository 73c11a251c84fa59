import { Link } from 'react-router-dom';
import { ChevronRight, MessageSquare, Mic } from 'lucide-react';
import type { SessionSummary } from '@shared/api/sessions';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';

/** The three most recent sessions, or an invitation to hold the first one. */
export function RecentSessions({ sessions, total }: { sessions: readonly SessionSummary[]; total: number }) {
  const now = new Date();
  const { t } = useTranslation('dashboard');
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <CardTitle>{t('overview.recentTitle')}</CardTitle>
        {total > sessions.length && (
          <Link to={paths.dashboard.sessions} className="text-sm font-medium text-primary hover:underline">
            {t('overview.viewAll')}
          </Link>
        )}
      </div>
      {sessions.length === 0 ? (
        <div className="flex flex-col items-center py-8 text-center">
          <p className="font-medium text-foreground">{t('overview.noSessions')}</p>
          <p className="mt-1 text-sm text-muted">{t('overview.noSessionsBody')}</p>
          <ButtonLink to={paths.dashboard.startSession} className="mt-4">
            {t('overview.firstSession')}
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-border" aria-label={t('overview.recentTitle')}>
          {sessions.map((session) => (
            <li key={session.id}>
              <SessionRow session={session} now={now} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function SessionRow({ session, now }: { session: SessionSummary; now: Date }) {
  const voice = session.type === 'call';
  const Icon = voice ? Mic : MessageSquare;
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  return (
    <Link to={paths.dashboard.session(session.id)} className="flex items-center gap-3 py-3 hover:text-primary">
      <Icon className="h-5 w-5 shrink-0 text-primary" role="img" aria-label={voice ? t('overview.voiceSession') : t('overview.textSession')} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium" translate="no">
          {session.title}
        </span>
        <span className="block text-sm text-muted">
          {format.sessionTime(session.createdAt, now)} · {format.duration(session.durationSeconds)}
        </span>
      </span>
      <ChevronRight className="h-4 w-4 shrink-0 text-muted rtl:-scale-x-100" aria-hidden />
    </Link>
  );
}
