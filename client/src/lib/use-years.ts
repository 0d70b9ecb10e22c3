import { useQuery } from '@tanstack/react-query';
import type { AcademicYear } from '@contracts/years';
import { api } from './api-client';

export const YEARS_KEY = 'years';

/** The school's years, newest first; screens show the current one by default. */
export const useYears = (enabled = true) =>
  useQuery({ queryKey: [YEARS_KEY], queryFn: () => api.get<AcademicYear[]>('/years'), enabled });
