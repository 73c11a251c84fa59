import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { currentLanguage } from '@/lib/i18n';
import { guidesIndexQuery } from '../api/guides-api';
import { GuideCard } from '../components/guide-card';
import { GuideCardsPlaceholder } from '../components/guide-placeholders';
import { PremiumLock } from '../components/premium-lock';

/** /dashboard/productivity-guide: the three guides, or the Premium overlay for plans without them. */
export function Component() {
  const { t } = useTranslation('guides');
  const index = useQuery(guidesIndexQuery(currentLanguage()));
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('page.title')}</h1>
        <p className="mt-1 text-muted">{t('page.intro')}</p>
      </div>
      {index.isPending ? (
        <div className="grid gap-4 md:grid-cols-3" aria-hidden data-testid="guides-loading">
          {[0, 1, 2].map((card) => (
            <div key={card} className="h-56 animate-pulse rounded-2xl bg-slate-100" />
          ))}
        </div>
      ) : index.isError ? (
        <Card role="alert" className="flex flex-col items-center py-10 text-center">
          <p className="font-medium">{index.error.message}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void index.refetch()}>
            {t('page.tryAgain')}
          </Button>
        </Card>
      ) : index.data.access ? (
        <div className="grid gap-4 md:grid-cols-3">
          {index.data.guides.map((guide) => (
            <GuideCard key={guide.slug} guide={guide} />
          ))}
        </div>
      ) : (
        <PremiumLock
          reason={index.data.reason ?? ''}
          includes={index.data.guides.map((guide) => guide.title)}
          placeholder={<GuideCardsPlaceholder />}
        />
      )}
    </div>
  );
}
