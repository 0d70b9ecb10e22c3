import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeletedRecord, HistoryEntry, HistoryTable, ReadableHistoryTable, Restored } from '@contracts/history';
import { api } from './api-client';

export const HISTORY_KEY = 'history';

/** The list keys of the screens that show each table's records, refetched after a restore. */
const LIST_KEYS: Record<HistoryTable, string> = { marks: 'marks', attendance: 'attendance', fees: 'fees' };

export function useHistory(table: ReadableHistoryTable, id: number | null) {
  return useQuery({
    queryKey: [HISTORY_KEY, table, id],
    queryFn: ({ signal }) => api.get<HistoryEntry[]>('/history', { query: { table, id: id! }, signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useDeleted(table: HistoryTable) {
  return useQuery({
    queryKey: [HISTORY_KEY, 'deleted', table],
    queryFn: ({ signal }) => api.get<DeletedRecord[]>('/history/deleted', { query: { table }, signal }),
    staleTime: 0,
  });
}

export function useRestore() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (q: { table: HistoryTable; id: number }) => api.post<Restored>('/history/restore', q),
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: [HISTORY_KEY] });
      void qc.invalidateQueries({ queryKey: [LIST_KEYS[res.table]] });
    },
  });
}
