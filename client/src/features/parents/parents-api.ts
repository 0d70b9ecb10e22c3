import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Child } from '@contracts/guardians';
import { api } from '../../lib/api-client';

/** The signed-in parent's children, eldest first. */
export const childrenQuery = () =>
  queryOptions({
    queryKey: ['parent', 'children'],
    queryFn: ({ signal }) => api.get<Child[]>('/parent/children', { signal }),
  });

export function useChildren() {
  return useQuery(childrenQuery());
}
