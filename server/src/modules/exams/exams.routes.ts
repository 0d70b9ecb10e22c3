import { ExamIdQuery, ExamInput, ExamListQuery, ExamUpdate } from '@contracts/exams';
import { deleteRoute } from '../../http/delete-route';
import { listRoutes } from '../../http/list-routes';
import { route } from '../../http/route';
import { examsService } from './exams.service';
import { msg } from '@contracts/i18n/packed-text';

const ADMIN = ['admin'] as const;

/**
 * The school's setup finding a class by its name ("LKG", "11 Science", 5): its records' number,
 * 400 for a name it lacks; and a number's name as answers give it. Handed in by modules/index.ts
 * (setup's classPlaces and classLabel): setup builds on years, which reads exams, so exams does
 * not import it.
 */
export interface SetupClasses {
  resolve(cls: string | number): Promise<{ class: number }>;
  filter(place: { class?: string | number }): Promise<{ class?: number }>;
  label(cls: number): Promise<number | string>;
}

/** An exam's input with its class as stored, and as its messages name it. */
const placed = async <T extends { class: string | number }>(classes: SetupClasses, input: T) => {
  const { class: cls } = await classes.resolve(input.class);
  return { ...input, class: cls, class_label: await classes.label(cls) };
};

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
      ...(await examsService.create(await placed(classes, body), user.accountId)),
    }),
  }),

  route({
    method: 'put',
    path: '/admin/exams',
    roles: ADMIN,
    body: ExamUpdate,
    handler: async ({ body }) => ({
      message: msg('exams.updated'),
      ...(await examsService.update(await placed(classes, body))),
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
