import { MarksGridInput, MarksGridQuery, MarksIdQuery, MarksInput, MarksListQuery, MarksUpdate, StudentMarksParams } from '@contracts/marks';
import { AppError } from '../../http/errors';
import { deleteRoute } from '../../http/delete-route';
import { listRoutes } from '../../http/list-routes';
import { ANY_SIGNED_IN, route } from '../../http/route';
import { marksService } from './marks.service';

const STAFF = ['admin', 'teacher'] as const;

export const marksRoutes = () => [
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
    roles: ANY_SIGNED_IN,
    params: StudentMarksParams,
    handler: async ({ params, user }) => {
      if (user.role === 'student' && user.loginId.toLowerCase() !== params.student_id.toLowerCase()) {
        throw new AppError(403, 'You can only view your own exam results.');
      }
      return { student_marks: await marksService.ofStudent(params.student_id) };
    },
  }),
];
