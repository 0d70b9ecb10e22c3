import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '@contracts/auth';
import type { FeeLedger } from '@contracts/fee-ledger';
import type { FeeInput, FeeReceipt, FeeRecord, FeeTotals, FeeUpdate, StudentSummary } from '@contracts/fees';
import { api } from '../../lib/api-client';
import { TABLE_ROWS } from '../../lib/use-list';

export const FEES_KEY = 'fees';
export const FEES_PATH = '/admin/Fee';

export type FeeSaved = FeeRecord & MessageResponse;

export const feesApi = {
  create: (input: FeeInput) => api.post<FeeSaved>(FEES_PATH, input),
  update: (input: FeeUpdate) => api.put<FeeSaved>(FEES_PATH, input),
  remove: (feeId: number) => api.delete<MessageResponse>(FEES_PATH, { query: { fee_id: feeId } }),
  /** The spec's lookup answers a list (or, in older servers, one object); empty when none. */
  async findStudent(studentId: string): Promise<StudentSummary | undefined> {
    const res = await api.get<StudentSummary[] | StudentSummary | null>('/admin/Students', {
      query: { student_id: studentId },
    });
    return Array.isArray(res) ? res[0] : (res ?? undefined);
  },
};

/** Students whose name or ID holds `text`, for the fee form's suggestions (the admins' student search). */
export function useStudentSuggestions(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['students', 'suggest', q],
    queryFn: ({ signal }) =>
      api.get<StudentSummary[]>('/admin/Students', { query: { q, pageSize: 8, sort: 'name', ...TABLE_ROWS }, signal }),
    enabled: q.length >= 2,
    staleTime: 30_000,
    // The suggestions stay while the next keystroke's arrive, so one can be chosen meanwhile.
    placeholderData: keepPreviousData,
  });
}

export function useFeeTotals() {
  return useQuery({
    queryKey: [FEES_KEY, 'totals'],
    queryFn: ({ signal }) => api.get<FeeTotals>(`${FEES_PATH}/totals`, { signal }),
  });
}

/** One pupil's payments, for the pupil or their parent. */
export function useChildFees(studentId: string | null) {
  return useQuery({
    queryKey: [FEES_KEY, 'child', studentId],
    queryFn: ({ signal }) =>
      api.get<FeeRecord[]>('/fees', { query: { student_id: studentId!, sort: 'payment_date', order: 'desc' }, signal }),
    enabled: !!studentId,
  });
}

export function useFeeReceipt(feeId: string | undefined) {
  return useQuery({
    queryKey: [FEES_KEY, 'receipt', feeId],
    queryFn: ({ signal }) => api.get<FeeReceipt>(`${FEES_PATH}/${encodeURIComponent(feeId ?? '')}/receipt`, { signal }),
    enabled: !!feeId,
  });
}

/** A pupil's ledger: what is owed, what is overdue, the next due and every entry (the pupil, their guardians, the office). */
export function useLedger(studentId: string | null) {
  return useQuery({
    queryKey: [FEES_KEY, 'ledger', studentId],
    queryFn: ({ signal }) => api.get<FeeLedger>('/fees/ledger', { query: { student_id: studentId! }, signal }),
    enabled: !!studentId,
  });
}
