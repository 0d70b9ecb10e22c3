import { useQuery } from '@tanstack/react-query';
import type { DashboardCounts } from '@contracts/dashboard';
import { api } from '../../lib/api-client';

export function useDashboardCounts() {
  // Counts change on other screens: read them afresh each time the dashboard opens.
  return useQuery({ queryKey: ['dashboard'], queryFn: () => api.get<DashboardCounts>('/dashboard'), staleTime: 0, refetchOnMount: 'always' });
}
