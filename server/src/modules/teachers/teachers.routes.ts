import { listParams } from '@contracts/list';
import { TEACHER_SORTS, TeacherIdParams, TeacherInput, type Teacher } from '@contracts/teachers';
import { fieldColumns } from '../../http/csv';
import { listRoutes } from '../../http/list-routes';
import { route } from '../../http/route';
import type { LoginContacts } from '../account/login-accounts';
import { teachersService } from './teachers.service';
import { msg } from '@contracts/i18n/packed-text';

const CSV_COLUMNS = fieldColumns<Teacher>({
  'Teacher ID': 'teacher_id',
  Name: 'name',
  Email: 'email',
  'Mobile No': 'mobile',
  'Joining Date': 'joining_date',
  Subject: 'subject',
  Class: 'class',
  Gender: 'gender',
});

export const teacherRoutes = (contacts: LoginContacts) => [
  ...listRoutes({
    path: '/admin/Teachers',
    roles: ['admin'],
    query: listParams(TEACHER_SORTS),
    list: (query) => teachersService.list(query),
    csv: { filename: 'teachers.csv', columns: CSV_COLUMNS, rows: (query) => teachersService.each(query) },
  }),

  route({
    method: 'post',
    path: '/admin/Teachers',
    roles: ['admin'],
    body: TeacherInput,
    status: 201,
    handler: async ({ body }) => {
      const teacher = await teachersService.create(body);
      return { message: msg('teacher.added', { id: teacher.teacher_id }), teacher_id: teacher.teacher_id };
    },
  }),

  route({
    method: 'put',
    path: '/Teachers/:teacher_id',
    roles: ['admin'],
    params: TeacherIdParams,
    body: TeacherInput,
    handler: async ({ params, body }) => {
      await teachersService.update(params.teacher_id, body, contacts);
      return { message: msg('teacher.updated') };
    },
  }),

  route({
    method: 'delete',
    path: '/Teachers/:teacher_id',
    roles: ['admin'],
    params: TeacherIdParams,
    handler: async ({ params }) => {
      await teachersService.remove(params.teacher_id);
      return { message: msg('teacher.deleted') };
    },
  }),
];
