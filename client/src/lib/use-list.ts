import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { COUNT_LATER, LIST_FIELDS, type ListParams, MAX_PAGE_SIZE } from '@contracts/list';
import { requestWithHeaders } from './api-client';

export const DEFAULT_PAGE_SIZE = 25;

/**
 * What a table asks a list for: each row's columns only (a record's details come with its own
 * request), and a search's first page without its count (the count comes once the person pages).
 */
export const TABLE_ROWS = { fields: LIST_FIELDS, count: COUNT_LATER } as const;

type Extra = Record<string, string | number | undefined>;

const whole = (v: string | null) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n >= 1 ? n : undefined;
};

/**
 * A list's search, sort and page as the address holds them, over `initial`. The address leaves
 * out what equals the default, so a plain link to a screen shows its first page.
 */
export function listParamsFrom(search: URLSearchParams, initial: ListParams = {}): ListParams {
  const q = search.get('q') ?? initial.q;
  const sort = search.get('sort') ?? initial.sort;
  const order = search.get('order') ?? initial.order;
  return {
    page: whole(search.get('page')) ?? initial.page ?? 1,
    pageSize: Math.min(MAX_PAGE_SIZE, whole(search.get('pageSize')) ?? initial.pageSize ?? DEFAULT_PAGE_SIZE),
    ...(q ? { q } : {}),
    ...(sort ? { sort } : {}),
    ...(order === 'asc' || order === 'desc' ? { order } : {}),
  };
}

/** One page of a list: the screen's hook and the route's loader ask with this, under one key. */
export function listQuery<Row>(key: string, path: string, params: ListParams, extra: Extra = {}) {
  return queryOptions({
    queryKey: [key, 'list', params, extra],
    queryFn: async ({ signal }) => {
      const res = await requestWithHeaders<Row[]>('GET', path, {
        query: { ...params, ...extra, ...TABLE_ROWS },
        signal,
      });
      // At-Least: the total is a lower bound (a long search, counted only so far).
      return {
        rows: res.data,
        total: Number(res.headers.get('X-Total-Count') ?? res.data.length),
        atLeast: res.headers.get('X-Total-Count-At-Least') === 'true',
      };
    },
    placeholderData: keepPreviousData,
  });
}

/** The address with `changes` applied; blank and default values are taken out of it. */
export function withSearch(
  search: URLSearchParams,
  changes: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    const isDefault =
      v === undefined ||
      v === '' ||
      (k === 'page' && Number(v) === 1) ||
      (k === 'pageSize' && Number(v) === DEFAULT_PAGE_SIZE);
    if (isDefault) next.delete(k);
    else next.set(k, String(v));
  }
  return next;
}

/**
 * A server-side searched, sorted and paged list. The endpoint answers a JSON array and the
 * total in X-Total-Count (a lower bound with X-Total-Count-At-Least). Search, sort and page live in the address, so Back, Forward and a
 * reload come back to the same rows, and the route's loader can ask for them first.
 */
export function useList<Row>(key: string, path: string, extra: Extra = {}, initial: ListParams = {}) {
  const [search, setSearch] = useSearchParams();
  const params = listParamsFrom(search, initial);
  const query = useQuery(listQuery<Row>(key, path, params, extra));
  return {
    params,
    setParams: (next: Partial<ListParams>) => setSearch((s) => withSearch(s, next), { preventScrollReset: true }),
    rows: query.data?.rows ?? [],
    total: query.data?.total ?? 0,
    atLeast: query.data?.atLeast ?? false,
    isLoading: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
  };
}
