import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** A missing, malformed or someone else's session id: all look the same from here. */
export function SessionNotFound() {
  const { t } = useTranslation('history');
  return (
    <div className="mx-auto max-w-xl">
      <Card className="flex flex-col items-center py-12 text-center">
        <SearchX className="h-10 w-10 text-muted" aria-hidden />
        <h1 className="mt-3 text-xl font-semibold">{t('messages.notFoundTitle')}</h1>
        <p className="mt-2 max-w-sm text-muted">{t('messages.notFound')}</p>
        <ButtonLink to={paths.dashboard.sessions} className="mt-6">
          <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
          {t('detail.backToSessions')}
        </ButtonLink>
      </Card>
    </div>
  );
}
