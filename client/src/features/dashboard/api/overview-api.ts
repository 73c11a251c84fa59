import { queryOptions } from '@tanstack/react-query';
import type { DashboardResponse } from '@shared/api/sessions';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const overviewQuery = queryOptions({
  queryKey: queryKeys.dashboard,
  queryFn: () => api.get<DashboardResponse>('/api/dashboard'),
});
