import { TermInput, YearIdParams, YearInput } from '@contracts/years';
import { ANY_SIGNED_IN, route } from '../../http/route';
import { yearsService } from './years.service';
import { msg } from '@contracts/i18n/packed-text';

export const yearRoutes = () => [
  // Every screen that can look back reads the years; only admins change them.
  route({ method: 'get', path: '/years', roles: ANY_SIGNED_IN, handler: () => yearsService.list() }),

  route({
    method: 'post',
    path: '/admin/years',
    roles: ['admin'],
    body: YearInput,
    status: 201,
    handler: async ({ body }) => ({ message: msg('years.added'), year: await yearsService.create(body) }),
  }),

  route({
    method: 'put',
    path: '/admin/years/:id',
    roles: ['admin'],
    params: YearIdParams,
    body: YearInput,
    handler: async ({ params, body }) => ({
      message: msg('years.updated'),
      year: await yearsService.update(params.id, body),
    }),
  }),

  route({
    method: 'delete',
    path: '/admin/years/:id',
    roles: ['admin'],
    params: YearIdParams,
    handler: async ({ params }) => {
      await yearsService.remove(params.id);
      return { message: msg('years.deleted') };
    },
  }),

  route({
    method: 'post',
    path: '/admin/years/:id/terms',
    roles: ['admin'],
    params: YearIdParams,
    body: TermInput,
    status: 201,
    handler: async ({ params, body }) => ({
      message: msg('years.termAdded'),
      year: await yearsService.addTerm(params.id, body),
    }),
  }),

  route({
    method: 'delete',
    path: '/admin/terms/:id',
    roles: ['admin'],
    params: YearIdParams,
    handler: async ({ params }) => {
      await yearsService.removeTerm(params.id);
      return { message: msg('years.termDeleted') };
    },
  }),
];
