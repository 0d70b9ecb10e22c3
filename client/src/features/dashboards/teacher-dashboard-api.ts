import { queryOptions } from '@tanstack/react-query';
import type { TeacherDetails } from '@contracts/details';
import { api } from '../../lib/api-client';

export const teacherDetailsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['teacherdetails', userId],
    queryFn: ({ signal }) => api.get<{ user_details: TeacherDetails }>('/teacherdetails', { query: { user_id: userId }, signal }),
    enabled: !!userId,
  });
