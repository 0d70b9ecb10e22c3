import { ChoicesInput, ChoicesQuery } from '@contracts/choices';
import { msg } from '@contracts/i18n/packed-text';
import { route } from '../../http/route';
import { choicesService } from './choices.service';

// Pupils' choices in their class's choice groups (Hindi or Sanskrit), set by the admins.
export const choicesRoutes = () => [
  route({
    method: 'get',
    path: '/admin/choices',
    roles: ['admin'],
    query: ChoicesQuery,
    handler: ({ query }) => choicesService.sheet(query),
  }),

  route({
    method: 'put',
    path: '/admin/choices',
    roles: ['admin'],
    body: ChoicesInput,
    handler: async ({ body }) => {
      const { saved } = await choicesService.save(body);
      return { message: msg('choices.saved', { count: saved }), saved };
    },
  }),
];
