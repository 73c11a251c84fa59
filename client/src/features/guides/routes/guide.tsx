import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BookX } from 'lucide-react';
import { guideSlugs, type GuideSlug } from '@shared/api/guides';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { guideQuery, guidesIndexQuery, isLocked } from '../api/guides-api';
import { BackToGuides } from '../components/back-to-guides';
import { GuideArticle } from '../components/guide-article';
import { GuideArticlePlaceholder } from '../components/guide-placeholders';
import { PremiumLock } from '../components/premium-lock';

const isGuideSlug = (slug: string): slug is GuideSlug => (guideSlugs as readonly string[]).includes(slug);

/** /dashboard/guides/:slug: one guide, read from the server, which sends it only to plans that include it. */
export function Component() {
  const { slug = '' } = useParams();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackToGuides />
      {isGuideSlug(slug) ? <GuidePage slug={slug} /> : <GuideNotFound />}
    </div>
  );
}

function GuidePage({ slug }: { slug: GuideSlug }) {
  const { t } = useTranslation('guides');
  const guide = useQuery(guideQuery(slug, currentLanguage()));
  if (guide.isPending) return <GuideArticleSkeleton />;
  if (isLocked(guide.error)) return <LockedGuide slug={slug} reason={guide.error.message} />;
  if (guide.isError) {
    return (
      <Card role="alert" className="flex flex-col items-center py-10 text-center">
        <p className="font-medium">{guide.error.message}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void guide.refetch()}>
          {t('page.tryAgain')}
        </Button>
      </Card>
    );
  }
  return <GuideArticle guide={guide.data} />;
}

function LockedGuide({ slug, reason }: { slug: GuideSlug; reason: string }) {
  const { t } = useTranslation('guides');
  // Titles are not premium: the list names the guide while its text stays on the server.
  const index = useQuery(guidesIndexQuery(currentLanguage()));
  const title = index.data?.guides.find((g) => g.slug === slug)?.title;
  return (
    <>
      <h1 className="text-2xl font-semibold" data-server-text={title ? true : undefined}>
        {title ?? t('page.title')}
      </h1>
      <PremiumLock reason={reason} placeholder={<GuideArticlePlaceholder />} />
    </>
  );
}

function GuideArticleSkeleton() {
  return (
    <div className="space-y-6" aria-hidden data-testid="guide-loading">
      <div className="h-48 animate-pulse rounded-2xl bg-slate-100" />
      <div className="h-72 animate-pulse rounded-2xl bg-slate-100" />
    </div>
  );
}

function GuideNotFound() {
  const { t } = useTranslation('guides');
  return (
    <Card className="flex flex-col items-center py-12 text-center">
      <BookX className="h-10 w-10 text-muted" aria-hidden />
      <h1 className="mt-3 text-xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-2 max-w-sm text-muted">{t('notFound.body')}</p>
      <ButtonLink to={paths.dashboard.productivityGuide} className="mt-6">
        {t('notFound.seeAll')}
      </ButtonLink>
    </Card>
  );
}
