import { msg } from '@contracts/i18n/packed-text';
import { SetupInput } from '@contracts/setup';
import type { Config } from '../../core/config';
import { route } from '../../http/route';
import { choicesRoutes } from './choices.routes';
import { setupService } from './setup.service';

// The school's own shape, set by its admins (issue 30): docs/school-setup.md.
export const setupRoutes = (config: Config) => [
  route({ method: 'get', path: '/admin/setup', roles: ['admin'], handler: () => setupService.read(config) }),

  route({
    method: 'put',
    path: '/admin/setup',
    roles: ['admin'],
    body: SetupInput,
    handler: async ({ body }) => ({ message: msg('setup.saved'), ...(await setupService.save(body, config)) }),
  }),

  route({
    method: 'get',
    path: '/admin/setup/templates',
    roles: ['admin'],
    handler: () => setupService.templates(config),
  }),

  ...choicesRoutes(),
];
