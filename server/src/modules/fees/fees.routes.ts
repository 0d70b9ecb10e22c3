import { z } from 'zod';
import { FEE_SORTS, FeeIdQuery, FeeInput, FeeListQuery, FeeUpdate } from '@contracts/fees';
import { ChildQuery } from '@contracts/guardians';
import { listParams } from '@contracts/list';
import { recordId } from '@contracts/record-id';
import type { Config } from '../../core/config';
import { deleteRoute } from '../../http/delete-route';
import { sendPage } from '../../http/list-response';
import { listRoutes } from '../../http/list-routes';
import { route } from '../../http/route';
import { schoolName } from '../school/school-links';
import { feesRepo } from './fees.repo';
import { feesService } from './fees.service';
import { msg } from '@contracts/i18n/packed-text';

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
    roles: ['admin', 'student', 'parent'],
    params: z.object({ fee_id: recordId('label.feeId') }),
    handler: async ({ params, user }) => feesService.receipt(params.fee_id, await schoolName(config), user),
  }),

  // A family's view of one pupil's payments: the pupil's own or a guardian's child's (the admin list above is the whole school's).
  route({
    method: 'get',
    path: '/fees',
    roles: ['student', 'parent'],
    query: listParams(FEE_SORTS).extend(ChildQuery.shape),
    handler: async ({ query: { student_id, ...params }, user, res }) =>
      sendPage(res, await feesService.ofStudent(user, student_id, params)),
  }),

  route({
    method: 'post',
    path: '/admin/Fee',
    roles: ADMIN,
    body: FeeInput,
    status: 201,
    handler: async ({ body, user }) => ({
      message: msg('fees.added'),
      ...(await feesService.create(body, user.accountId)),
    }),
  }),

  route({
    method: 'put',
    path: '/admin/Fee',
    roles: ADMIN,
    body: FeeUpdate,
    handler: async ({ body }) => ({ message: msg('fees.updated'), ...(await feesService.update(body.fee_id, body)) }),
  }),

  deleteRoute({
    path: '/admin/Fee',
    roles: ADMIN,
    query: FeeIdQuery,
    remove: (query) => feesService.remove(query.fee_id),
    message: msg('fees.deleted'),
  }),
];
