import { z } from 'zod';
import { PromotionClassQuery, PromotionIdParams, PromotionInput, PromotionListQuery } from '@contracts/promotions';
import { setupClass, setupPlaceFilter } from '@contracts/school-fields';
import { YearIdParams } from '@contracts/years';
import { route } from '../../http/route';
import type { PromotionBackup } from './backup-hook';
import { promotionsService } from './promotions.service';
import { msg } from '@contracts/i18n/packed-text';

const ClassListQuery = z.object({ class: setupClass, section: setupPlaceFilter.section });

export const promotionRoutes = (backup: PromotionBackup) => [
  route({
    method: 'get',
    path: '/admin/promotions/preview',
    roles: ['admin'],
    query: PromotionClassQuery,
    handler: ({ query }) => promotionsService.preview(query),
  }),

  route({
    method: 'get',
    path: '/admin/promotions',
    roles: ['admin'],
    query: PromotionListQuery,
    handler: ({ query }) => promotionsService.list(query.year_id),
  }),

  route({
    method: 'post',
    path: '/admin/promotions',
    roles: ['admin'],
    body: PromotionInput,
    status: 201,
    handler: ({ body, user }) => promotionsService.apply(body, user.accountId, backup),
  }),

  route({
    method: 'post',
    path: '/admin/promotions/:id/undo',
    roles: ['admin'],
    params: PromotionIdParams,
    handler: async ({ params }) => ({
      message: msg('promotions.undone'),
      ...(await promotionsService.undo(params.id)),
    }),
  }),

  // Who was in a class in a past year, as that year's promotion recorded it.
  route({
    method: 'get',
    path: '/admin/years/:id/class-list',
    roles: ['admin'],
    params: YearIdParams,
    query: ClassListQuery,
    handler: ({ params, query }) => promotionsService.classList(params.id, query.class, query.section),
  }),
];
