import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListParams } from '@contracts/list';
import { requestWithHeaders } from './api-client';

export const DEFAULT_PAGE_SIZE = 25;

/**
 * A server-side searched, sorted and paged list. The endpoint answers a JSON array and the
 * total in X-Total-Count.
 */
export function useList<Row>(key: string, path: string, extra: Record<string, string | number | undefined> = {}, initial: ListParams = {}) {
  const [params, setParams] = useState<ListParams>({ page: 1, pageSize: DEFAULT_PAGE_SIZE, ...initial });
  const query = useQuery({
    queryKey: [key, 'list', params, extra],
    queryFn: async ({ signal }) => {
      const res = await requestWithHeaders<Row[]>('GET', path, { query: { ...params, ...extra }, signal });
      return { rows: res.data, total: Number(res.headers.get('X-Total-Count') ?? res.data.length) };
    },
    placeholderData: keepPreviousData,
  });
  return {
    params,
    setParams: (next: Partial<ListParams>) => setParams((p) => ({ ...p, ...next })),
    rows: query.data?.rows ?? [],
    total: query.data?.total ?? 0,
    isLoading: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
  };
}
