import type { z } from 'zod';
import type { Role } from '@contracts/enums';
import type { ListParams } from '@contracts/list';
import type { Page } from '../db/table-repo';
import { type CsvColumn, sendCsv } from './csv';
import { sendPage } from './list-response';
import { route, type RouteSpec } from './route';
import type { SessionUser } from './session';

/**
 * GET `path`: the searched, sorted, paged JSON array with X-Total-Count. With `csv`, also
 * GET `path`/export: every match (no paging) as a CSV download, in the same order.
 */
export function listRoutes<Q extends z.ZodType<ListParams>, R>(opts: {
  path: string;
  roles: readonly Role[];
  query: Q;
  list: (query: z.output<Q>, user: SessionUser) => Promise<Page<R>>;
  csv?: { filename: string; columns: CsvColumn<R>[] };
}): RouteSpec[] {
  const routes = [
    route({ method: 'get', path: opts.path, roles: opts.roles, query: opts.query, handler: async ({ query, user, res }) => sendPage(res, await opts.list(query as z.output<Q>, user)) }),
  ];
  const csv = opts.csv;
  if (csv) {
    routes.push(
      route({
        method: 'get',
        path: `${opts.path}/export`,
        roles: opts.roles,
        query: opts.query,
        handler: async ({ query, user, res }) => {
          const { rows } = await opts.list({ ...(query as z.output<Q>), page: undefined, pageSize: undefined }, user);
          sendCsv(res, csv.filename, csv.columns, rows);
        },
      }),
    );
  }
  return routes;
}
