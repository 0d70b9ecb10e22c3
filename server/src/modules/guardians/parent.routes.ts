import { route } from '../../http/route';
import { guardiansService } from './guardians.service';

/** The signed-in parent's own side: the children their screens switch between. */
export const parentRoutes = () => [
  route({
    method: 'get',
    path: '/parent/children',
    roles: ['parent'],
    handler: ({ user }) => guardiansService.children(user.loginId),
  }),
];
