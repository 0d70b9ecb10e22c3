import { queryOptions } from '@tanstack/react-query';
import type { AtRiskPupil, AtRiskQuery } from '@contracts/at-risk';
import { api } from '../../lib/api-client';

/** The caller's at-risk list: a teacher's sections, or the whole school for an admin. */
export const atRiskQuery = (q: AtRiskQuery = {}) =>
  queryOptions({
    queryKey: ['at-risk', q],
    queryFn: ({ signal }) => api.get<AtRiskPupil[]>('/at-risk', { query: q, signal }),
  });
