import { OutboxIdParams, OutboxQuery } from '@contracts/outbox';
import type { Filter } from '../db/table-repo';
import { listRoutes } from '../http/list-routes';
import { route } from '../http/route';
import { outboxRepo } from './outbox.repo';
import type { Outbox } from './enqueue';
import { resendMessage } from './resend';

const filters = (q: OutboxQuery): Filter[] => [
  ...(q.kind ? [{ sql: 'kind = $1', params: [q.kind] }] : []),
  ...(q.state ? [{ sql: 'state = $1', params: [q.state] }] : []),
];

/** Admins read every message the app sent or kept, newest first, with its delivery state. */
export const outboxRoutes = (outbox: Outbox) => [
  ...listRoutes({
    path: '/admin/outbox',
    roles: ['admin'],
    query: OutboxQuery,
    list: (query) => outboxRepo.list(query, filters(query)),
  }),
  route({
    method: 'post',
    path: '/admin/outbox/:id/resend',
    roles: ['admin'],
    params: OutboxIdParams,
    status: 201,
    handler: ({ params }) => resendMessage(params.id, outbox),
  }),
];
