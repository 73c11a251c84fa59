import { queryOptions } from '@tanstack/react-query';
import type { Guide, GuideSlug, GuidesIndexResponse } from '@shared/api/guides';
import type { LanguageCode } from '@shared/preferences';
import { api, ApiError } from '@/lib/api-client';

const guidesKey = ['guides'] as const;

/** A refusal (403) or a bad slug (400) will not change by asking again. */
const retryUnlessRefused = (count: number, error: Error) => !(error instanceof ApiError && error.status < 500) && count < 2;

/** The list comes in the page's language (`Accept-Language`): a change of language asks again. */
export function guidesIndexQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: [...guidesKey, language, 'index'],
    queryFn: () => api.get<GuidesIndexResponse>('/api/guides'),
    retry: retryUnlessRefused,
  });
}

/** One guide, in the page's language. */
export function guideQuery(slug: GuideSlug, language: LanguageCode) {
  return queryOptions({
    queryKey: [...guidesKey, language, slug],
    queryFn: () => api.get<Guide>(`/api/guides/${slug}`),
    retry: retryUnlessRefused,
  });
}

/** The guide was refused because the plan does not include it. */
export function isLocked(error: Error | null): error is ApiError {
  return error instanceof ApiError && error.code === 'limit_reached';
}
