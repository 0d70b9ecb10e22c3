import { ExamIdQuery, ExamInput, ExamListQuery, ExamUpdate } from '@contracts/exams';
import { deleteRoute } from '../../http/delete-route';
import { listRoutes } from '../../http/list-routes';
import { route } from '../../http/route';
import { examsService } from './exams.service';
import { msg } from '@contracts/i18n/packed-text';

const ADMIN = ['admin'] as const;

/**
 * The school's setup finding a class by its name ("LKG", "11 Science", 5): its records' number,
 * 400 for a name it lacks. Handed in by modules/index.ts (setup's classPlaces): the setup module
 * builds on years, which reads exams, so exams does not import it.
 */
export interface SetupClasses {
  resolve(cls: string | number): Promise<{ class: number }>;
  filter(place: { class?: string | number }): Promise<{ class?: number }>;
}

// Admins keep the exam records; teachers read them to choose an exam for marks.
export const examRoutes = (classes: SetupClasses) => [
  ...listRoutes({
    path: '/admin/exams',
    roles: ['admin', 'teacher'],
    query: ExamListQuery,
    list: async ({ class: cls, ...query }) =>
      examsService.list({ ...query, class: (await classes.filter({ class: cls })).class }),
  }),

  route({
    method: 'post',
    path: '/admin/exams',
    roles: ADMIN,
    body: ExamInput,
    status: 201,
    handler: async ({ body, user }) => ({
      message: msg('exams.added'),
      ...(await examsService.create({ ...body, ...(await classes.resolve(body.class)) }, user.accountId)),
    }),
  }),

  route({
    method: 'put',
    path: '/admin/exams',
    roles: ADMIN,
    body: ExamUpdate,
    handler: async ({ body }) => ({
      message: msg('exams.updated'),
      ...(await examsService.update({ ...body, ...(await classes.resolve(body.class)) })),
    }),
  }),

  deleteRoute({
    path: '/admin/exams',
    roles: ADMIN,
    query: ExamIdQuery,
    remove: (query) => examsService.remove(query.id),
    message: msg('exams.deleted'),
  }),
];
