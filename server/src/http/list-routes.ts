import type { z } from 'zod';
import type { Role } from '@contracts/enums';
import type { ListParams } from '@contracts/list';
import type { Page } from '../db/table-repo';
import { type CsvColumn, streamCsv } from './csv';
import { sendPage } from './list-response';
import { route, type RouteSpec } from './route';
import type { SessionUser } from '../core/request-context';

/**
 * GET `path`: the searched, sorted, paged JSON array with X-Total-Count (without paging, the
 * first rows only). With `csv`, also GET `path`/export: every match as a CSV download, in the
 * same order, streamed from `csv.rows` (the same query without its limit).
 */
export function listRoutes<Q extends z.ZodType<ListParams>, R, C = R>(opts: {
  path: string;
  roles: readonly Role[];
  query: Q;
  list: (query: z.output<Q>, user: SessionUser) => Promise<Page<R>>;
  csv?: {
    filename: string;
    columns: CsvColumn<C>[];
    rows: (query: z.output<Q>, user: SessionUser) => AsyncIterable<C[]>;
  };
}): RouteSpec[] {
  const routes = [
    route({
      method: 'get',
      path: opts.path,
      roles: opts.roles,
      query: opts.query,
      handler: async ({ query, user, res }) => sendPage(res, await opts.list(query as z.output<Q>, user)),
    }),
  ];
  const csv = opts.csv;
  if (csv) {
    routes.push(
      route({
        method: 'get',
        path: `${opts.path}/export`,
        roles: opts.roles,
        query: opts.query,
        handler: ({ query, user, res }) =>
          streamCsv(
            res,
            csv.filename,
            csv.columns,
            csv.rows({ ...(query as z.output<Q>), page: undefined, pageSize: undefined }, user),
          ),
      }),
    );
  }
  return routes;
}
