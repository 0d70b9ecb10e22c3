import { queryOne } from '../../db/pool';
import { route } from '../../http/route';

export const dashboardRoutes = () => [
  route({
    method: 'get',
    path: '/dashboard',
    roles: ['admin'],
    handler: async () =>
      (await queryOne<{ total_teachers: number; total_students: number }>(
        'SELECT (SELECT count(*) FROM teachers)::int AS total_teachers, (SELECT count(*) FROM students)::int AS total_students',
      ))!,
  }),
];
