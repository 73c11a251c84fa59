import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import type { SessionDetail } from '@shared/api/sessions';
import { sessionInsights } from '@shared/insights';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { sessionDetailQuery } from '@/session/session-detail-query';
import { Conversation } from '../components/conversation';
import { DeleteSessionButton } from '../components/delete-session-dialog';
import { HardMomentCard } from '../components/hard-moment-card';
import { SessionInsightsCard } from '../components/session-insights-card';
import { SessionNotFound } from '../components/session-not-found';
import { SessionOverviewCard } from '../components/session-overview-card';

/** One past session: insights, overview, AI summary, the conversation and the full transcript. */
export function Component() {
  const { id = '' } = useParams();
  const session = useQuery(sessionDetailQuery(id));
  const { t } = useTranslation('history');

  if (session.isPending) return <FullPageSpinner />;
  if (session.isError) {
    const missing = session.error instanceof ApiError && (session.error.status === 404 || session.error.status === 400);
    if (missing) return <SessionNotFound />;
    return (
      <Card role="alert" className="mx-auto flex max-w-xl flex-col items-center py-10 text-center">
        <p className="font-medium">{session.error.message}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void session.refetch()}>
          {t('detail.tryAgain')}
        </Button>
      </Card>
    );
  }
  return <SessionPage session={session.data} />;
}

function SessionPage({ session }: { session: SessionDetail }) {
  const navigate = useNavigate();
  const { t } = useTranslation('history');
  const insights = useMemo(
    () => sessionInsights(session.messages, { riskDetected: session.riskDetected }),
    [session.messages, session.riskDetected],
  );
  // Built from the messages, so who said what is named in the page's language; the transcript saved
  // at the end (English labels) only where the messages are gone.
  const transcript =
    session.messages
      .map((m) => {
        const text = m.content || (m.interrupted ? t('detail.interruptedBeforeReplying') : '');
        return m.role === 'user' ? t('detail.transcriptUser', { text }) : t('detail.transcriptAssistant', { text });
      })
      .join('\n') || session.transcript;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link to={paths.dashboard.sessions} className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline">
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
        {t('detail.backToSessions')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 break-words text-2xl font-semibold" translate="no">
          {session.title}
        </h1>
        <DeleteSessionButton
          sessionId={session.id}
          title={session.title}
          withLabel
          onDeleted={() => navigate(paths.dashboard.sessions, { replace: true })}
        />
      </div>

      {session.riskDetected && <HardMomentCard />}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:order-2">
          <SessionInsightsCard insights={insights} />
          <SessionOverviewCard session={session} />
        </div>
        <div className="min-w-0 space-y-6 lg:order-1 lg:col-span-2">
          <Card className="p-5">
            <CardTitle>{t('detail.aiSummary')}</CardTitle>
            <p className="mt-2 text-sm leading-relaxed text-slate-700" data-testid="ai-summary" translate={session.aiSummary ? 'no' : undefined}>
              {session.aiSummary ?? t('detail.noSummary')}
            </p>
          </Card>
          <Conversation messages={session.messages} />
          <Card className="p-5">
            <CardTitle>{t('detail.fullTranscript')}</CardTitle>
            <pre className="mt-3 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-4 font-sans text-sm leading-relaxed text-slate-800" data-testid="full-transcript" translate={transcript ? 'no' : undefined}>
              {transcript || t('detail.nothingSaid')}
            </pre>
          </Card>
        </div>
      </div>
    </div>
  );
}
