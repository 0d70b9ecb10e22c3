import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardCounts, DashboardToday, TeacherToday } from '@contracts/dashboard';
import type { FeeOfficeSummary } from '@contracts/fee-office';
import { api } from '../../lib/api-client';
import { READ_AFRESH } from '../../lib/read-afresh';

// All change on other screens: read afresh each time the dashboard opens (the route's loader
// asks with these same keys and functions).
export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => api.get<DashboardCounts>('/dashboard', { signal }),
    ...READ_AFRESH,
  });

export const dashboardTodayQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'today'],
    queryFn: ({ signal }) => api.get<DashboardToday>('/dashboard/today', { signal }),
    ...READ_AFRESH,
  });

export const teacherTodayQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'teacher'],
    queryFn: ({ signal }) => api.get<TeacherToday>('/dashboard/teacher', { signal }),
    ...READ_AFRESH,
  });

export function useDashboardCounts() {
  return useQuery(dashboardQuery());
}

export function useDashboardToday() {
  return useQuery(dashboardTodayQuery());
}

export function useTeacherToday() {
  return useQuery(teacherTodayQuery());
}

/** The office's fee figures: collected today and this month, owed by class, due next week. */
export function useFeeSummary() {
  return useQuery({
    queryKey: ['dashboard', 'fees'],
    queryFn: ({ signal }) => api.get<FeeOfficeSummary>('/admin/fees/summary', { signal }),
    ...READ_AFRESH,
  });
}
