import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { BookX } from 'lucide-react';
import { guideSlugs, type GuideSlug } from '@shared/api/guides';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
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
  const guide = useQuery(guideQuery(slug));
  if (guide.isPending) return <GuideArticleSkeleton />;
  if (isLocked(guide.error)) return <LockedGuide slug={slug} reason={guide.error.message} />;
  if (guide.isError) {
    return (
      <Card role="alert" className="flex flex-col items-center py-10 text-center">
        <p className="font-medium">{guide.error.message}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void guide.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  return <GuideArticle guide={guide.data} />;
}

function LockedGuide({ slug, reason }: { slug: GuideSlug; reason: string }) {
  // Titles are not premium: the list names the guide while its text stays on the server.
  const index = useQuery(guidesIndexQuery);
  const title = index.data?.guides.find((g) => g.slug === slug)?.title;
  return (
    <>
      <h1 className="text-2xl font-semibold">{title ?? 'Productivity Guide'}</h1>
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
  return (
    <Card className="flex flex-col items-center py-12 text-center">
      <BookX className="h-10 w-10 text-muted" aria-hidden />
      <h1 className="mt-3 text-xl font-semibold">Guide not found</h1>
      <p className="mt-2 max-w-sm text-muted">There is no guide at this address. The Productivity Guide lists them all.</p>
      <ButtonLink to={paths.dashboard.productivityGuide} className="mt-6">
        See all guides
      </ButtonLink>
    </Card>
  );
}
