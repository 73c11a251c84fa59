import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { ArrowRight, CheckCircle2, LifeBuoy, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { recapExercise } from '../recap-exercise';
import { sessionDetailQuery } from '../session-detail-query';
import type { SessionSnapshot } from '../realtime-session';
import { formatClock } from '../session-clock';
import { useMoodLabel } from './moods';

/** How often, and how many times, the recap asks whether the summary is written. */
const SUMMARY_POLL_MS = 3000;
const SUMMARY_POLLS = 20;

function endText(snapshot: SessionSnapshot, t: TFunction<'session'>): string {
  switch (snapshot.ended?.reason) {
    case 'limit':
      return snapshot.limit?.message ?? t('recap.endedLimit');
    case 'timeout':
    case 'lost':
      return t('recap.endedLost');
    case 'shutdown':
      return t('recap.endedShutdown');
    case 'account_deleted':
      return t('recap.endedAccountDeleted');
    case 'user':
    case undefined:
      return t('recap.endedByYou');
  }
}

/** The moods before and after, as given: one sentence for either or both. */
function Moods({ before, after }: { before: string | null; after: string | null }) {
  const { t } = useTranslation('session');
  const moodLabel = useMoodLabel();
  const strong = { strong: <strong /> };
  if (before && after) return <Trans t={t} i18nKey="recap.moodBoth" values={{ before: moodLabel(before), after: moodLabel(after) }} components={strong} />;
  if (before) return <Trans t={t} i18nKey="recap.moodBefore" values={{ mood: moodLabel(before) }} components={strong} />;
  if (after) return <Trans t={t} i18nKey="recap.moodAfter" values={{ mood: moodLabel(after) }} components={strong} />;
  return null;
}

/**
 * After a session, some closure: how long it was, the mood before and after, the summary once it is
 * written (or that it is being written), one exercise from the mood, the way to the session's page,
 * and the help lines when something said sounded like risk.
 */
export function SessionRecap({ snapshot, onAnother, anotherLabel }: { snapshot: SessionSnapshot; onAnother: () => void; anotherLabel: string }) {
  const { t } = useTranslation('session');
  const id = snapshot.sessionId;
  const kept = id !== null && snapshot.ended?.reason !== 'account_deleted';
  const detailQuery = sessionDetailQuery(id ?? '');
  const queryClient = useQueryClient();
  const detail = useQuery({
    ...detailQuery,
    enabled: kept,
    // Asked again until the summary is written; never when nothing was said (no summary is written then).
    refetchInterval: (query) => {
      const data = query.state.data;
      const waiting = data && !data.aiSummary && data.messages.some((message) => message.role === 'user');
      return waiting && query.state.dataUpdateCount < SUMMARY_POLLS ? SUMMARY_POLL_MS : false;
    },
  });
  const session = detail.data;
  const duration = session?.durationSeconds ?? snapshot.ended?.durationSeconds;
  const exercise = recapExercise(session?.moodAfter ?? null, session?.moodBefore ?? snapshot.moodBefore, session?.riskDetected);
  const spoke = session?.messages.some((message) => message.role === 'user') ?? false;
  const stoppedAsking = (queryClient.getQueryState(detailQuery.queryKey)?.dataUpdateCount ?? 0) >= SUMMARY_POLLS;

  return (
    <section aria-labelledby="ended-title" className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6" data-end-reason={snapshot.ended?.reason}>
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0 flex-1 space-y-4">
          <div className="space-y-1">
            <h1 id="ended-title" className="text-xl font-semibold">
              {t('recap.title')}
            </h1>
            <p className="text-sm text-muted">
              {snapshot.title}
              {duration !== null && duration !== undefined && ` · ${formatClock(duration)}`}
            </p>
            <p className="text-sm">{endText(snapshot, t)}</p>
          </div>
          {kept && session && (
            <>
              {(session.moodBefore || session.moodAfter) && (
                <p className="text-sm" data-testid="recap-moods">
                  <Moods before={session.moodBefore} after={session.moodAfter} />
                </p>
              )}
              {spoke && (
                <div className="rounded-xl bg-slate-50 p-4 text-sm" aria-live="polite" data-testid="recap-summary">
                  <p className="flex items-center gap-2 font-medium">
                    <Sparkles className="h-4 w-4 text-primary" aria-hidden /> {t('recap.summary')}
                  </p>
                  <p className="mt-1 text-slate-700">
                    {session.aiSummary ??
                      (stoppedAsking
                        ? t('recap.summaryLate')
                        : t('recap.summaryWriting'))}
                  </p>
                </div>
              )}
              {session.riskDetected && (
                <p className="flex flex-wrap items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="recap-help">
                  <LifeBuoy className="h-4 w-4 shrink-0 text-amber-700" aria-hidden />
                  {t('recap.heavy')}
                  <Link to={paths.crisisSupport} className="font-semibold underline">
                    {t('recap.helpLines')}
                  </Link>
                </p>
              )}
              <div className="text-sm" data-testid="recap-exercise">
                <p className="font-medium">{t('recap.forNow')}</p>
                <p className="text-slate-700">{t(`recap.exercises.${exercise.slug}.why`)}</p>
                <Link to={paths.dashboard.selfcare(exercise.slug)} className="mt-1 inline-flex items-center gap-1 font-medium text-primary hover:underline">
                  {t(`recap.exercises.${exercise.slug}.title`)} <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
                </Link>
              </div>
            </>
          )}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onAnother}>
              {anotherLabel}
            </Button>
            {kept ? (
              <ButtonLink to={paths.dashboard.session(id)} size="sm" variant="secondary">
                {t('recap.view')}
              </ButtonLink>
            ) : null}
            <ButtonLink to={paths.dashboard.sessions} size="sm" variant="secondary">
              {t('recap.previous')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
