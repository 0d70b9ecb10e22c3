import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardCounts } from '@contracts/dashboard';
import { api } from '../../lib/api-client';

// Counts change on other screens: read afresh each time the dashboard opens, except right after
// the route's loader asked (a few seconds), so opening it costs one request, not two.
export const dashboardQuery = () =>
  queryOptions({ queryKey: ['dashboard'], queryFn: ({ signal }) => api.get<DashboardCounts>('/dashboard', { signal }), staleTime: 3_000 });

export function useDashboardCounts() {
  return useQuery(dashboardQuery());
}
