import { ProfileQuery, TeacherDetailsQuery } from '@contracts/details';
import { route, WITH_PARENTS } from '../../http/route';
import { detailsService } from './details.service';

export const detailsRoutes = () => [
  route({
    method: 'get',
    path: '/details',
    roles: WITH_PARENTS,
    query: ProfileQuery,
    handler: async ({ query, user }) => ({ user_details: await detailsService.student(query.student_id, user) }),
  }),

  route({
    method: 'get',
    path: '/teacherdetails',
    roles: ['teacher', 'admin'],
    query: TeacherDetailsQuery,
    handler: async ({ query, user }) => ({ user_details: await detailsService.teacher(query.user_id, user) }),
  }),
];
