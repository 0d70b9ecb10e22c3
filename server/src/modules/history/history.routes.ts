import { DeletedQuery, HistoryQuery, RestoreInput } from '@contracts/history';
import { route } from '../../http/route';
import { historyService } from './history.service';

export const historyRoutes = () => [
  route({
    method: 'get',
    path: '/history',
    roles: ['admin', 'teacher'],
    query: HistoryQuery,
    handler: ({ query, user }) => historyService.of(query, user),
  }),

  route({
    method: 'get',
    path: '/history/deleted',
    roles: ['admin'],
    query: DeletedQuery,
    handler: ({ query }) => historyService.deleted(query.table),
  }),

  route({
    method: 'post',
    path: '/history/restore',
    roles: ['admin'],
    body: RestoreInput,
    status: 201,
    handler: ({ body }) => historyService.restore(body),
  }),
];
