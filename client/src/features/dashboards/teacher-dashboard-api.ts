import { queryOptions } from '@tanstack/react-query';
import type { AtRiskPupil } from '@contracts/at-risk';
import type { TeacherDetails } from '@contracts/details';
import { api } from '../../lib/api-client';

export const teacherDetailsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['teacherdetails', userId],
    queryFn: ({ signal }) =>
      api.get<{ user_details: TeacherDetails }>('/teacherdetails', { query: { user_id: userId }, signal }),
    enabled: !!userId,
  });

/** The teacher's at-risk list (the at-risk screen's own query and key), counted on the dashboard. */
export const atRiskCountQuery = () =>
  queryOptions({
    queryKey: ['at-risk', {}],
    queryFn: ({ signal }) => api.get<AtRiskPupil[]>('/at-risk', { query: {}, signal }),
    select: (pupils) => pupils.length,
  });
