import { useQuery } from '@tanstack/react-query';

/**
 * The record an edit dialog fills its form from. A table's row carries only the table's columns;
 * with `load` the whole record (a student's guardians) comes with its own request, fetched
 * afresh each time the dialog opens. Without `load` the row is the record.
 */
export function useEditRecord<Row, Full>(
  key: string,
  rowKey: (row: Row) => string | number,
  row: Row | null,
  load?: (row: Row, signal: AbortSignal) => Promise<Full>,
) {
  const query = useQuery({
    queryKey: [key, 'record', row === null ? null : rowKey(row)],
    queryFn: ({ signal }) => load!(row!, signal),
    enabled: Boolean(load) && row !== null,
    staleTime: 0,
    gcTime: 0,
  });
  if (row === null) return { record: null, loading: false, error: null };
  if (!load) return { record: row as unknown as Full, loading: false, error: null };
  return { record: query.data ?? null, loading: query.isPending, error: query.error };
}
