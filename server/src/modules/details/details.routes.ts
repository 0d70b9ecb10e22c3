import { OWN_PROFILE_ONLY, ProfileQuery, TeacherDetailsQuery } from '@contracts/details';
import { AppError } from '../../http/errors';
import { route, WITH_PARENTS } from '../../http/route';
import { assertOwnRecord, sameLoginId } from '../../http/ownership';
import { teachingPolicy } from '../../policies/teaching-policy';
import { detailsRepo } from './details.repo';
import { msg } from '@contracts/i18n/packed-text';

export const detailsRoutes = () => [
  route({
    method: 'get',
    path: '/details',
    roles: WITH_PARENTS,
    query: ProfileQuery,
    owner: { role: 'student', in: 'query', field: 'student_id' },
    taught: (r) => ({ query: { student_id: r.student_id } }),
    child: { in: 'query', field: 'student_id' },
    handler: async ({ query, user }) => {
      await assertOwnRecord(user, query.student_id, OWN_PROFILE_ONLY);
      const details = await detailsRepo.student(query.student_id);
      if (!details) throw new AppError(404, msg('details.studentNotFound'));
      // Addresses and parents' names: a teacher reads only the students of their own sections.
      if (user.role === 'teacher') await teachingPolicy.assertMayReadStudents(user, [details]);
      return { user_details: details };
    },
  }),

  route({
    method: 'get',
    path: '/teacherdetails',
    roles: ['teacher', 'admin'],
    query: TeacherDetailsQuery,
    owner: { role: 'teacher', in: 'query', field: 'user_id' },
    handler: async ({ query, user }) => {
      if (user.role === 'teacher' && !sameLoginId(user.loginId, query.user_id)) {
        throw new AppError(403, msg('details.ownDetails'));
      }
      const details = await detailsRepo.teacher(query.user_id);
      if (!details) throw new AppError(404, msg('details.notFound'));
      return { user_details: details };
    },
  }),
];
