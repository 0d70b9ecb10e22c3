import { ProfileQuery, TeacherDetailsQuery } from '@contracts/details';
import { route, WITH_PARENTS } from '../../http/route';
import { detailsService } from './details.service';

export const detailsRoutes = () => [
  route({
    method: 'get',
    path: '/details',
    roles: WITH_PARENTS,
    query: ProfileQuery,
    owner: { role: 'student', in: 'query', field: 'student_id' },
    taught: (r) => ({ query: { student_id: r.student_id } }),
    child: { in: 'query', field: 'student_id' },
    handler: async ({ query, user }) => ({ user_details: await detailsService.student(query.student_id, user) }),
  }),

  route({
    method: 'get',
    path: '/teacherdetails',
    roles: ['teacher', 'admin'],
    query: TeacherDetailsQuery,
    owner: { role: 'teacher', in: 'query', field: 'user_id' },
    handler: async ({ query, user }) => ({ user_details: await detailsService.teacher(query.user_id, user) }),
  }),
];
