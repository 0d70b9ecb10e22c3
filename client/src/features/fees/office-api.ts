import { useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '@contracts/auth';
import type { Defaulter, DuesPaymentInput, FeeStructure, FeeStructureInput, OpenDue } from '@contracts/fee-ledger';
import type { FeeAgeing, RemindersSent } from '@contracts/fee-office';
import { api, buildUrl } from '../../lib/api-client';
import { READ_AFRESH } from '../../lib/read-afresh';
import { FEES_KEY, type FeeSaved } from './fees-api';

// The office's fee screens (issue 34) over the fee ledger's routes; every key starts with FEES_KEY,
// so a payment saved on Fee Management refreshes the dues, defaulters and figures too.

/** A class and section chosen on the defaulters screen; '' for all. */
export interface Place {
  class: string;
  section: string;
}

export const officeApi = {
  saveStructure: (input: FeeStructureInput) =>
    api.put<FeeStructure & MessageResponse & { pupils: number }>('/admin/fee-structures', input),
  /** A payment put on the dues the office ticked, the rest oldest first (the spec's payment otherwise). */
  payAgainstDues: (input: DuesPaymentInput) => api.post<FeeSaved>('/admin/fees/payments', input),
  sendReminders: (place: { class: string; section?: string }) =>
    api.post<RemindersSent>('/admin/fees/reminders', place),
  /** The server's CSV of the defaulters shown, for a download link. */
  defaultersCsv: (place: Place) => buildUrl('/admin/fees/defaulters.csv', { ...place }),
};

export function useFeeStructure(cls: string | null) {
  return useQuery({
    queryKey: [FEES_KEY, 'structure', cls],
    queryFn: ({ signal }) => api.get<FeeStructure>('/admin/fee-structures', { query: { class: cls! }, signal }),
    enabled: cls !== null,
  });
}

/** The dues a pupil still owes, oldest first, with their ids (for a payment on chosen dues). */
export function useOpenDues(studentId: string | null) {
  return useQuery({
    queryKey: [FEES_KEY, 'dues', studentId],
    queryFn: ({ signal }) => api.get<OpenDue[]>('/admin/fees/dues', { query: { student_id: studentId! }, signal }),
    enabled: !!studentId,
    ...READ_AFRESH,
  });
}

export function useDefaulters(place: Place) {
  return useQuery({
    queryKey: [FEES_KEY, 'defaulters', place.class, place.section],
    queryFn: ({ signal }) => api.get<Defaulter[]>('/admin/fees/defaulters', { query: { ...place }, signal }),
    ...READ_AFRESH,
  });
}

export function useAgeing(place: Place) {
  return useQuery({
    queryKey: [FEES_KEY, 'ageing', place.class, place.section],
    queryFn: ({ signal }) => api.get<FeeAgeing>('/admin/fees/ageing', { query: { ...place }, signal }),
    ...READ_AFRESH,
  });
}
