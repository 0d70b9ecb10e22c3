import { OWN_RESULTS_ONLY } from '@contracts/details';
import { MarksGridInput, MarksGridQuery, MarksIdQuery, MarksInput, MarksListQuery, MarksUpdate, type StudentMarks, StudentMarksParams } from '@contracts/marks';
import type { Config } from '../../config';
import { deleteRoute } from '../../http/delete-route';
import { listRoutes } from '../../http/list-routes';
import { assertOwnRecord } from '../../http/ownership';
import { route, WITH_PARENTS } from '../../http/route';
import { marksService } from './marks.service';

const STAFF = ['admin', 'teacher'] as const;

export const marksRoutes = (config: Config) => [
  ...listRoutes({ path: '/admin/marks', roles: STAFF, query: MarksListQuery, list: (query) => marksService.list(query) }),

  route({
    method: 'post',
    path: '/admin/marks',
    roles: STAFF,
    body: MarksInput,
    handler: async ({ body, user, res }) => {
      const { inserted, ...record } = await marksService.save(body, user.accountId);
      res.status(inserted ? 201 : 200).json({ message: inserted ? 'Marks submitted successfully.' : 'Marks updated successfully.', ...record });
    },
  }),

  route({
    method: 'put',
    path: '/admin/marks',
    roles: STAFF,
    body: MarksUpdate,
    handler: async ({ body, user }) => ({ message: 'Marks updated successfully.', ...(await marksService.update(body, user.accountId)) }),
  }),

  deleteRoute({ path: '/admin/marks', roles: STAFF, query: MarksIdQuery, remove: (query) => marksService.remove(query.id), message: 'Marks deleted successfully.' }),

  route({
    method: 'get',
    path: '/admin/marks/grid',
    roles: STAFF,
    query: MarksGridQuery,
    handler: ({ query }) => marksService.grid(query),
  }),

  route({
    method: 'put',
    path: '/admin/marks/grid',
    roles: STAFF,
    body: MarksGridInput,
    handler: ({ body, user }) => marksService.saveGrid(body, user.accountId),
  }),

  route({
    method: 'get',
    path: '/student/marks/:student_id',
    roles: WITH_PARENTS,
    params: StudentMarksParams,
    owner: { role: 'student', in: 'params', field: 'student_id' },
    child: { in: 'params', field: 'student_id' },
    handler: async ({ params, user }): Promise<StudentMarks> => {
      await assertOwnRecord(user, params.student_id, OWN_RESULTS_ONLY);
      // The school's name travels with the results, as with a fee receipt, for the printed report card.
      return { student_marks: await marksService.ofStudent(params.student_id), school_name: config.schoolName };
    },
  }),
];
