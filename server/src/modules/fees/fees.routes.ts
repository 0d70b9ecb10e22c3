import { z } from 'zod';
import { FeeIdQuery, FeeInput, FeeListQuery, FeeUpdate } from '@contracts/fees';
import { recordId } from '@contracts/record-id';
import type { Config } from '../../config';
import { deleteRoute } from '../../http/delete-route';
import { listRoutes } from '../../http/list-routes';
import { route } from '../../http/route';
import { feesRepo } from './fees.repo';
import { feesService } from './fees.service';

const ADMIN = ['admin'] as const;

export const feeRoutes = (config: Config) => [
  ...listRoutes({ path: '/admin/Fee', roles: ADMIN, query: FeeListQuery, list: (query) => feesService.list(query) }),

  route({
    method: 'get',
    path: '/admin/Fee/totals',
    roles: ADMIN,
    handler: () => feesRepo.totals(),
  }),

  route({
    method: 'get',
    path: '/admin/Fee/:fee_id/receipt',
    roles: ADMIN,
    params: z.object({ fee_id: recordId('Fee ID') }),
    handler: ({ params }) => feesService.receipt(params.fee_id, config.schoolName),
  }),

  route({
    method: 'post',
    path: '/admin/Fee',
    roles: ADMIN,
    body: FeeInput,
    status: 201,
    handler: async ({ body, user }) => ({ message: 'Fee added successfully.', ...(await feesService.create(body, user.accountId)) }),
  }),

  route({
    method: 'put',
    path: '/admin/Fee',
    roles: ADMIN,
    body: FeeUpdate,
    handler: async ({ body }) => ({ message: 'Fee updated successfully.', ...(await feesService.update(body.fee_id, body)) }),
  }),

  deleteRoute({ path: '/admin/Fee', roles: ADMIN, query: FeeIdQuery, remove: (query) => feesService.remove(query.fee_id), message: 'Fee deleted successfully.' }),
];
