import { route } from '../../http/route';
import { dashboardRepo } from './dashboard.repo';
import { dashboardService } from './dashboard.service';

export const dashboardRoutes = () => [
  // The spec's answer, kept as it is: { total_teachers, total_students }.
  route({
    method: 'get',
    path: '/dashboard',
    roles: ['admin'],
    handler: () => dashboardRepo.counts(),
  }),
  route({
    method: 'get',
    path: '/dashboard/today',
    roles: ['admin'],
    handler: () => dashboardRepo.today(),
  }),
  route({
    method: 'get',
    path: '/dashboard/teacher',
    roles: ['teacher'],
    handler: ({ user }) => dashboardService.teacherDay(user),
  }),
];
