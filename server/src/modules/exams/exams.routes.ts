import { ExamIdQuery, ExamInput, ExamListQuery, ExamUpdate } from '@contracts/exams';
import { deleteRoute } from '../../http/delete-route';
import { listRoutes } from '../../http/list-routes';
import { route } from '../../http/route';
import { examsService } from './exams.service';

const ADMIN = ['admin'] as const;

// Admins keep the exam records; teachers read them to choose an exam for marks.
export const examRoutes = () => [
  ...listRoutes({ path: '/admin/exams', roles: ['admin', 'teacher'], query: ExamListQuery, list: (query) => examsService.list(query) }),

  route({
    method: 'post',
    path: '/admin/exams',
    roles: ADMIN,
    body: ExamInput,
    status: 201,
    handler: async ({ body, user }) => ({ message: 'Exam added successfully.', ...(await examsService.create(body, user.accountId)) }),
  }),

  route({
    method: 'put',
    path: '/admin/exams',
    roles: ADMIN,
    body: ExamUpdate,
    handler: async ({ body }) => ({ message: 'Exam updated successfully.', ...(await examsService.update(body)) }),
  }),

  deleteRoute({ path: '/admin/exams', roles: ADMIN, query: ExamIdQuery, remove: (query) => examsService.remove(query.id), message: 'Exam deleted successfully.' }),
];
