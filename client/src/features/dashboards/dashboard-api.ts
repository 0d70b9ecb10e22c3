import { useQuery } from '@tanstack/react-query';
import type { DashboardCounts, DashboardToday, TeacherToday } from '@contracts/dashboard';
import { api } from '../../lib/api-client';

// Both change on other screens: read them afresh each time the dashboard opens.
const fresh = { staleTime: 0, refetchOnMount: 'always' } as const;

export function useDashboardCounts() {
  return useQuery({ queryKey: ['dashboard'], queryFn: () => api.get<DashboardCounts>('/dashboard'), ...fresh });
}

export function useDashboardToday() {
  return useQuery({ queryKey: ['dashboard', 'today'], queryFn: () => api.get<DashboardToday>('/dashboard/today'), ...fresh });
}

export function useTeacherToday() {
  return useQuery({ queryKey: ['dashboard', 'teacher'], queryFn: () => api.get<TeacherToday>('/dashboard/teacher'), ...fresh });
}
