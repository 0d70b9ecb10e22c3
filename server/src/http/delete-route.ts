import type { z } from 'zod';
import type { Role } from '@contracts/enums';
import { route, type RouteSpec } from './route';
import type { SessionUser } from '../core/request-context';

/**
 * DELETE `path`?<id>=: the spec's delete of one record named in the query. `remove` throws a
 * 404 when there is no such record; otherwise the answer is `{ message }`.
 */
export function deleteRoute<Q extends z.ZodType>(opts: {
  path: string;
  roles: readonly Role[];
  query: Q;
  remove: (query: z.output<Q>, user: SessionUser) => Promise<unknown>;
  message: string;
}): RouteSpec {
  return route({
    method: 'delete',
    path: opts.path,
    roles: opts.roles,
    query: opts.query,
    handler: async ({ query, user }) => {
      await opts.remove(query as z.output<Q>, user);
      return { message: opts.message };
    },
  });
}
