import { useQuery } from '@tanstack/react-query';
import type { SchoolInfo } from '@contracts/school';
import { api } from './api-client';

/** The school's name (the server's SCHOOL_NAME); read once per visit, it changes only with a restart. */
export function useSchoolName(): string | undefined {
  const { data } = useQuery({ queryKey: ['school'], queryFn: () => api.get<SchoolInfo>('/school', { followRedirect: false }), staleTime: Infinity, retry: 1 });
  return data?.name;
}
