import { queryOptions } from '@tanstack/react-query';
import type { CrisisLinesResponse } from '@shared/api/crisis-lines';
import { api } from '@/lib/api-client';

/** The lines the server names in a referral; they change with a release, not during a visit. */
export const crisisLinesQuery = queryOptions({
  queryKey: ['crisis-lines'],
  queryFn: () => api.get<CrisisLinesResponse>('/api/crisis-lines'),
  staleTime: Infinity,
});
