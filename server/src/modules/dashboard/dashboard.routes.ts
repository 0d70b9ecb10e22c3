import { route } from '../../http/route';
import { dashboardRepo } from './dashboard.repo';

export const dashboardRoutes = () => [
  route({
    method: 'get',
    path: '/dashboard',
    roles: ['admin'],
    handler: () => dashboardRepo.counts(),
  }),
];
