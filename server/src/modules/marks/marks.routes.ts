import {
  MarksGridInput,
  MarksGridQuery,
  MarksIdQuery,
  MarksInput,
  MarksListQuery,
  MarksUpdate,
  type StudentMarks,
  StudentMarksParams,
} from '@contracts/marks';
import type { Config } from '../../core/config';
import { deleteRoute } from '../../http/delete-route';
import { listRoutes } from '../../http/list-routes';
import { route, WITH_PARENTS } from '../../http/route';
import { schoolName } from '../school/school-links';
import { marksService } from './marks.service';
import { msg } from '@contracts/i18n/packed-text';

const STAFF = ['admin', 'teacher'] as const;

export const marksRoutes = (config: Config) => [
  ...listRoutes({
    path: '/admin/marks',
    roles: STAFF,
    query: MarksListQuery,
    list: (query, user) => marksService.list(query, user),
  }),

  route({
    method: 'post',
    path: '/admin/marks',
    roles: STAFF,
    body: MarksInput,
    handler: async ({ body, user, res }) => {
      const { inserted, ...record } = await marksService.save(body, user);
      res
        .status(inserted ? 201 : 200)
        .json({ message: msg(inserted ? 'marks.submitted' : 'marks.updated'), ...record });
    },
  }),

  route({
    method: 'put',
    path: '/admin/marks',
    roles: STAFF,
    body: MarksUpdate,
    handler: async ({ body, user }) => ({ message: msg('marks.updated'), ...(await marksService.update(body, user)) }),
  }),

  deleteRoute({
    path: '/admin/marks',
    roles: STAFF,
    query: MarksIdQuery,
    remove: (query, user) => marksService.remove(query.id, user),
    message: msg('marks.deleted'),
  }),

  route({
    method: 'get',
    path: '/admin/marks/grid',
    roles: STAFF,
    query: MarksGridQuery,
    handler: ({ query, user }) => marksService.grid(query, user),
  }),

  route({
    method: 'put',
    path: '/admin/marks/grid',
    roles: STAFF,
    body: MarksGridInput,
    handler: ({ body, user }) => marksService.saveGrid(body, user),
  }),

  route({
    method: 'get',
    path: '/student/marks/:student_id',
    roles: WITH_PARENTS,
    params: StudentMarksParams,
    handler: async ({ params, user }): Promise<StudentMarks> => {
      // The school's name travels with the results, as with a fee receipt, for the printed report card.
      return {
        student_marks: await marksService.ofStudent(params.student_id, user),
        school_name: await schoolName(config),
      };
    },
  }),
];
