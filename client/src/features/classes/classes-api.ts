import { useQuery } from '@tanstack/react-query';
import type { ClassSummary } from '@contracts/details';
import { api } from '../../lib/api-client';

/** How many students each class and section has. */
export const useClassSummary = () =>
  useQuery({
    queryKey: ['classes', 'summary'],
    queryFn: ({ signal }) => api.get<ClassSummary[]>('/classes/summary', { signal }),
  });
