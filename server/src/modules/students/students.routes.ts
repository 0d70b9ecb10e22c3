import { z } from 'zod';
import { listParams } from '@contracts/list';
import { setupPlaceFilter } from '@contracts/school-fields';
import {
  ReadmitInput,
  STUDENT_SORTS,
  StudentDeleteQuery,
  StudentInput,
  StudentStatusFilter,
  StudentUpdate,
  WithdrawInput,
  type Student,
} from '@contracts/students';
import { fieldColumns } from '../../http/csv';
import { deleteRoute } from '../../http/delete-route';
import { listRoutes } from '../../http/list-routes';
import { route } from '../../http/route';
import type { LoginContacts } from '../account/login-accounts';
import { classPlaces } from '../setup/class-places';
import { studentsService } from './students.service';
import { msg, ref } from '@contracts/i18n/packed-text';

const StudentList = listParams(STUDENT_SORTS).extend({
  student_id: z
    .string()
    .trim()
    .max(32, msg('field.maxChars', { label: ref('label.studentId'), max: 32 }))
    .optional(),
  status: StudentStatusFilter.optional(),
  // Any class and section of the school's setup, by name (LKG, D); 1-10 as numbers too.
  ...setupPlaceFilter,
});

// The export lists the student's own fields; guardians are on the screen.
const CSV_COLUMNS = fieldColumns<Omit<Student, 'guardians'>>({
  'Student ID': 'student_id',
  Name: 'name',
  'Date of Birth': 'dob',
  Class: 'class',
  Section: 'section',
  Gender: 'gender',
  "Father's Name": 'father_name',
  "Mother's Name": 'mother_name',
  Email: 'email',
  Mobile: 'mobile',
  Address: 'address',
});

export const studentRoutes = (contacts: LoginContacts) => [
  // ?student_id= answers an array holding that student, or an empty one.
  ...listRoutes({
    path: '/admin/Students',
    roles: ['admin'],
    query: StudentList,
    list: async ({ student_id, status, class: cls, section, ...params }) =>
      studentsService.list(params, student_id || undefined, status, await classPlaces.filter({ class: cls, section })),
    csv: {
      filename: 'students.csv',
      columns: CSV_COLUMNS,
      rows: async function* ({ student_id, status, class: cls, section, ...params }) {
        const place = await classPlaces.filter({ class: cls, section });
        yield* studentsService.each(params, student_id || undefined, status, place);
      },
    },
  }),

  route({
    method: 'post',
    path: '/admin/Students',
    roles: ['admin'],
    body: StudentInput,
    status: 201,
    handler: async ({ body }) => {
      const student = await studentsService.withGuardians(await studentsService.create(body, contacts));
      const guardians = student.guardians.map(({ guardian_id, name, relation }) => ({ guardian_id, name, relation }));
      return { message: msg('student.added', { id: student.student_id }), student_id: student.student_id, guardians };
    },
  }),

  route({
    method: 'put',
    path: '/admin/Students',
    roles: ['admin'],
    body: StudentUpdate,
    handler: async ({ body }) => {
      await studentsService.update(body, contacts);
      return { message: msg('student.updated') };
    },
  }),

  route({
    method: 'post',
    path: '/admin/Students/withdraw',
    roles: ['admin'],
    body: WithdrawInput,
    handler: async ({ body }) => {
      const s = await studentsService.withdraw(body);
      return { message: msg('student.withdrawn', { id: s.student_id }), student: s };
    },
  }),

  route({
    method: 'post',
    path: '/admin/Students/readmit',
    roles: ['admin'],
    body: ReadmitInput,
    handler: async ({ body }) => {
      const s = await studentsService.readmit(body);
      return { message: msg('student.readmitted', { id: s.student_id }), student: s };
    },
  }),

  deleteRoute({
    path: '/admin/Students',
    roles: ['admin'],
    query: StudentDeleteQuery,
    remove: (query) => studentsService.remove(query.id),
    message: msg('student.deleted'),
  }),
];
