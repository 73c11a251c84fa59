import { History, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** Before the first session: an invitation to hold one. */
export function NoSessionsYet() {
  const { t } = useTranslation('history');
  return (
    <Card className="flex flex-col items-center py-12 text-center">
      <History className="h-10 w-10 text-primary" aria-hidden />
      <h2 className="mt-3 text-lg font-semibold">{t('messages.emptyTitle')}</h2>
      <p className="mt-1 max-w-sm text-sm text-muted">{t('list.emptyBody')}</p>
      <ButtonLink to={paths.dashboard.startSession} className="mt-5">
        {t('list.firstSession')}
      </ButtonLink>
    </Card>
  );
}

/** A search that matched nothing. */
export function NoSessionsFound({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('history');
  return (
    <Card className="flex flex-col items-center py-12 text-center">
      <SearchX className="h-10 w-10 text-muted" aria-hidden />
      <h2 className="mt-3 text-lg font-semibold">{t('messages.noMatchesTitle')}</h2>
      <p className="mt-1 text-sm text-muted">{t('messages.noMatches')}</p>
      <Button variant="secondary" className="mt-5" onClick={onClear}>
        {t('list.clearSearch')}
      </Button>
    </Card>
  );
}

export function SessionsLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('history');
  return (
    <Card role="alert" className="flex flex-col items-center py-10 text-center">
      <p className="font-medium">{t('messages.loadFailed')}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t('list.tryAgain')}
      </Button>
    </Card>
  );
}

/** Grey cards in the shape of the list while it loads. */
export function SessionListSkeleton() {
  return (
    <div className="space-y-3" aria-hidden data-testid="sessions-loading">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-4 rounded-2xl border border-border bg-surface p-5">
          <div className="h-10 w-10 animate-pulse rounded-xl bg-slate-100" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-slate-100" />
            <div className="h-3 w-5/6 animate-pulse rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
