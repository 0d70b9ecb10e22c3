import { ExamIdQuery, ExamInput, ExamListQuery, ExamUpdate } from '@contracts/exams';
import { deleteRoute } from '../../http/delete-route';
import { listRoutes } from '../../http/list-routes';
import { route } from '../../http/route';
import { examsService } from './exams.service';
import { msg } from '@contracts/i18n/packed-text';

const ADMIN = ['admin'] as const;

// Admins keep the exam records; teachers read them to choose an exam for marks.
export const examRoutes = () => [
  ...listRoutes({
    path: '/admin/exams',
    roles: ['admin', 'teacher'],
    query: ExamListQuery,
    list: (query) => examsService.list(query),
  }),

  route({
    method: 'post',
    path: '/admin/exams',
    roles: ADMIN,
    body: ExamInput,
    status: 201,
    handler: async ({ body, user }) => ({
      message: msg('exams.added'),
      ...(await examsService.create(body, user.accountId)),
    }),
  }),

  route({
    method: 'put',
    path: '/admin/exams',
    roles: ADMIN,
    body: ExamUpdate,
    handler: async ({ body }) => ({ message: msg('exams.updated'), ...(await examsService.update(body)) }),
  }),

  deleteRoute({
    path: '/admin/exams',
    roles: ADMIN,
    query: ExamIdQuery,
    remove: (query) => examsService.remove(query.id),
    message: msg('exams.deleted'),
  }),
];
