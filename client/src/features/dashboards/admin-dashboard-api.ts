import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardCounts } from '@contracts/dashboard';
import { api } from '../../lib/api-client';
import { READ_AFRESH } from '../../lib/read-afresh';

// Counts change on other screens: read afresh each time the dashboard opens.
export const dashboardQuery = () => queryOptions({ queryKey: ['dashboard'], queryFn: ({ signal }) => api.get<DashboardCounts>('/dashboard', { signal }), ...READ_AFRESH });

export function useDashboardCounts() {
  return useQuery(dashboardQuery());
}
