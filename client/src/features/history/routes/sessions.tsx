import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { sessionListQuery } from '../api/history-api';
import { SessionCard } from '../components/session-card';
import { NoSessionsFound, NoSessionsYet, SessionListSkeleton, SessionsLoadFailed } from '../components/session-list-states';
import { SessionToolbar } from '../components/session-toolbar';
import { useSessionFilters } from '../hooks/use-session-filters';

/** 'Your Sessions': every past session, searched and sorted by the server, a page at a time. */
export function Component() {
  const { search, sort, update } = useSessionFilters();
  const list = useInfiniteQuery({ ...sessionListQuery(search, sort), placeholderData: (previous) => previous });
  const sessions = list.data?.pages.flatMap((page) => page.sessions) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const now = new Date();
  const { t } = useTranslation('history');
  const number = new Intl.NumberFormat(currentLanguage());

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('list.title')}</h1>
          <p className="mt-1 text-muted">{t('list.lead')}</p>
        </div>
        <ButtonLink to={paths.dashboard.startSession}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('list.newSession')}
        </ButtonLink>
      </div>

      <SessionToolbar search={search} sort={sort} onChange={update} />

      {list.isPending ? (
        <SessionListSkeleton />
      ) : list.isError && !list.data ? (
        <SessionsLoadFailed onRetry={() => void list.refetch()} />
      ) : total === 0 && !search ? (
        <NoSessionsYet />
      ) : total === 0 ? (
        <NoSessionsFound onClear={() => update({ search: '' })} />
      ) : (
        <section aria-label={t('list.sessionsLabel')} aria-busy={list.isFetching} className="space-y-3">
          <p className="text-sm text-muted" aria-live="polite">
            {t('list.showing', { count: total, shown: number.format(sessions.length), total: number.format(total) })}
          </p>
          <ul className="space-y-3">
            {sessions.map((session) => (
              <li key={session.id}>
                <SessionCard session={session} now={now} />
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="flex justify-center pt-2">
              <Button variant="secondary" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                {t('list.showMore')}
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
