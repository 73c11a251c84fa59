import { Link } from 'react-router-dom';
import { Clock, MessageSquare, Mic } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import type { SessionListItem } from '@shared/api/sessions';
import { useMoodLabel } from '@/session/components/moods';
import { useFormat } from '@/lib/use-format';
import { paths } from '@/config/paths';
import { DeleteSessionButton } from './delete-session-dialog';

/** One past session in the list: the whole card opens it; the bin deletes it after asking. */
export function SessionCard({ session, now }: { session: SessionListItem; now: Date }) {
  const voice = session.type === 'call';
  const Icon = voice ? Mic : MessageSquare;
  const { t } = useTranslation('history');
  const format = useFormat();
  const sayMood = useMoodLabel();
  return (
    <article
      className="relative flex gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm transition-colors focus-within:border-primary/60 hover:border-primary/40 sm:gap-4 sm:p-5"
      data-testid="session-card"
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-medium text-foreground">
          {/* The link stretches over the card, so a tap anywhere but the bin opens the session. */}
          <Link
            to={paths.dashboard.session(session.id)}
            className="break-words after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
            translate="no"
          >
            {session.title}
          </Link>
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span>{format.sessionTime(session.createdAt, now)}</span>
          <span className="inline-flex items-center gap-1">
            <Clock className="h-3.5 w-3.5" aria-hidden />
            {format.duration(session.durationSeconds)}
          </span>
          <span>{t(`sessionType.${session.type}`)}</span>
          {session.moodBefore && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {t('list.moodBefore', { mood: sayMood(session.moodBefore) })}
            </span>
          )}
        </p>
        {session.aiSummary && <p className="mt-2 line-clamp-2 text-sm text-slate-700" translate="no">
            {session.aiSummary}
          </p>}
        {session.youWrote && (
          <p className="mt-2 break-words border-s-2 border-primary/40 ps-3 text-sm text-slate-700" data-testid="you-wrote">
            <Trans
              t={t}
              i18nKey="list.youWrote"
              values={{ words: session.youWrote }}
              components={{ label: <span className="font-medium text-foreground" /> }}
            />
          </p>
        )}
      </div>
      <DeleteSessionButton sessionId={session.id} title={session.title} className="relative z-10 -me-2 -mt-2 shrink-0" />
    </article>
  );
}
