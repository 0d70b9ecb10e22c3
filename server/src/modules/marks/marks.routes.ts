import { MarksGridInput, MarksGridQuery, MarksIdQuery, MarksInput, MarksListQuery, MarksUpdate, type StudentMarks, StudentMarksParams } from '@contracts/marks';
import type { Config } from '../../core/config';
import { deleteRoute } from '../../http/delete-route';
import { listRoutes } from '../../http/list-routes';
import { route, type SectionRecord, WITH_PARENTS } from '../../http/route';
import { marksService } from './marks.service';
import { msg } from '@contracts/i18n/packed-text';

const STAFF = ['admin', 'teacher'] as const;

const marks = { math: 40, english: 41, physics: 42, chemistry: 43, odia: 44, hindi: 45 };
const record = (r: SectionRecord) => ({ student_id: r.student_id, exam_name: r.exam_name, class: r.class, ...marks, total_marks: 600 });
// The record as it stands but for its total: a request that changes the total alone.
const newTotal = (r: SectionRecord) => r.total_marks - 100;
const retotalled = (r: SectionRecord) => ({ student_id: r.student_id, exam_name: r.exam_name, class: r.class, ...r.marks, total_marks: newTotal(r) });

export const marksRoutes = (config: Config) => [
  ...listRoutes({ path: '/admin/marks', roles: STAFF, query: MarksListQuery, list: (query, user) => marksService.list(query, user) }).map((spec) => ({
    ...spec,
    rows: { role: 'teacher', field: 'section', scope: 'taught' } as const,
    taught: (r: SectionRecord) => ({ query: { class: r.class, section: r.section } }),
  })),

  route({
    method: 'post',
    path: '/admin/marks',
    roles: STAFF,
    body: MarksInput,
    taught: (r) => ({ body: record(r) }),
    wholeRecord: (r) => ({ body: retotalled(r) }),
    handler: async ({ body, user, res }) => {
      const { inserted, ...record } = await marksService.save(body, user);
      res.status(inserted ? 201 : 200).json({ message: msg(inserted ? 'marks.submitted' : 'marks.updated'), ...record });
    },
  }),

  route({
    method: 'put',
    path: '/admin/marks',
    roles: STAFF,
    body: MarksUpdate,
    taught: (r) => ({ body: { ...record(r), id: r.marks_id } }),
    wholeRecord: (r) => ({ body: { ...retotalled(r), id: r.marks_id } }),
    handler: async ({ body, user }) => ({ message: msg('marks.updated'), ...(await marksService.update(body, user)) }),
  }),

  {
    ...deleteRoute({ path: '/admin/marks', roles: STAFF, query: MarksIdQuery, remove: (query, user) => marksService.remove(query.id, user), message: msg('marks.deleted') }),
    taught: (r: SectionRecord) => ({ query: { id: r.marks_id } }),
    wholeRecord: (r: SectionRecord) => ({ query: { id: r.marks_id } }),
  },

  route({
    method: 'get',
    path: '/admin/marks/grid',
    roles: STAFF,
    query: MarksGridQuery,
    taught: (r) => ({ query: { class: r.class, section: r.section, exam_name: r.exam_name } }),
    handler: ({ query, user }) => marksService.grid(query, user),
  }),

  route({
    method: 'put',
    path: '/admin/marks/grid',
    roles: STAFF,
    body: MarksGridInput,
    taught: (r) => ({ body: { class: r.class, section: r.section, exam_name: r.exam_name, total_marks: 600, entries: [{ student_id: r.student_id, ...marks }] } }),
    wholeRecord: (r) => ({ body: { class: r.class, section: r.section, exam_name: r.exam_name, total_marks: newTotal(r), entries: [{ student_id: r.student_id, ...r.marks }] } }),
    handler: ({ body, user }) => marksService.saveGrid(body, user),
  }),

  route({
    method: 'get',
    path: '/student/marks/:student_id',
    roles: WITH_PARENTS,
    params: StudentMarksParams,
    owner: { role: 'student', in: 'params', field: 'student_id' },
    taught: (r) => ({ params: { student_id: r.student_id } }),
    child: { in: 'params', field: 'student_id' },
    handler: async ({ params, user }): Promise<StudentMarks> => {
      // The school's name travels with the results, as with a fee receipt, for the printed report card.
      return { student_marks: await marksService.ofStudent(params.student_id, user), school_name: config.schoolName };
    },
  }),
];
