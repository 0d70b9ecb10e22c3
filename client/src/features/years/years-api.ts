import { useQuery } from '@tanstack/react-query';
import { YEARS_KEY, useYears } from '../../lib/use-years';
import type { MessageResponse } from '@contracts/auth';
import type { Promotion, PromotionClassQuery, PromotionInput, PromotionPreview } from '@contracts/promotions';
import type { AcademicYear, TermInput, YearInput } from '@contracts/years';
import { api } from '../../lib/api-client';

export { YEARS_KEY, useYears };
export const PROMOTIONS_KEY = 'promotions';

export const yearsApi = {
  create: (y: YearInput) => api.post<MessageResponse & { year: AcademicYear }>('/admin/years', y),
  update: (id: number, y: YearInput) => api.put<MessageResponse & { year: AcademicYear }>(`/admin/years/${id}`, y),
  remove: (id: number) => api.delete<MessageResponse>(`/admin/years/${id}`),
  addTerm: (yearId: number, t: TermInput) => api.post<MessageResponse>(`/admin/years/${yearId}/terms`, t),
  removeTerm: (id: number) => api.delete<MessageResponse>(`/admin/terms/${id}`),
};

export const promotionsApi = {
  apply: (input: PromotionInput) => api.post<MessageResponse & { id: number }>('/admin/promotions', input),
  undo: (id: number) => api.post<MessageResponse>(`/admin/promotions/${id}/undo`),
};

export const usePromotionPreview = (q: Partial<PromotionClassQuery>) =>
  useQuery({
    queryKey: [PROMOTIONS_KEY, 'preview', q],
    queryFn: () =>
      api.get<PromotionPreview>('/admin/promotions/preview', { query: q as Record<string, string | number> }),
    enabled: Boolean(q.year_id && q.class && q.section),
  });

export const usePromotions = (yearId: number | undefined) =>
  useQuery({
    queryKey: [PROMOTIONS_KEY, 'list', yearId],
    queryFn: () => api.get<Promotion[]>('/admin/promotions', { query: { year_id: yearId! } }),
    enabled: Boolean(yearId),
  });

/** Lists a promotion changes: the student list shows the new classes. */
export const STUDENTS_AFTER_PROMOTION = ['students'];
