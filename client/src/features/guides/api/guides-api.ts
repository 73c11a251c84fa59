import { queryOptions } from '@tanstack/react-query';
import type { Guide, GuideSlug, GuidesIndexResponse } from '@shared/api/guides';
import { api, ApiError } from '@/lib/api-client';

const guidesKey = ['guides'] as const;

/** A refusal (403) or a bad slug (400) will not change by asking again. */
const retryUnlessRefused = (count: number, error: Error) => !(error instanceof ApiError && error.status < 500) && count < 2;

export const guidesIndexQuery = queryOptions({
  queryKey: [...guidesKey, 'index'],
  queryFn: () => api.get<GuidesIndexResponse>('/api/guides'),
  retry: retryUnlessRefused,
});

export function guideQuery(slug: GuideSlug) {
  return queryOptions({
    queryKey: [...guidesKey, slug],
    queryFn: () => api.get<Guide>(`/api/guides/${slug}`),
    retry: retryUnlessRefused,
  });
}

/** The guide was refused because the plan does not include it. */
export function isLocked(error: Error | null): error is ApiError {
  return error instanceof ApiError && error.code === 'limit_reached';
}
