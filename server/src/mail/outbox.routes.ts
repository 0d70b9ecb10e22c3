import { listParams } from '@contracts/list';
import { OUTBOX_SORTS } from '@contracts/outbox';
import { listRoutes } from '../http/list-routes';
import { outboxRepo } from './outbox.repo';

/** Admins read every message the app sent or kept, newest first, with its delivery state. */
export const outboxRoutes = () =>
  listRoutes({
    path: '/admin/outbox',
    roles: ['admin'],
    query: listParams(OUTBOX_SORTS),
    list: (query) => outboxRepo.list(query),
  });
