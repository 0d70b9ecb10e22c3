import { listParams } from '@contracts/list';
import { TEACHER_SORTS, TeacherIdParams, TeacherInput, type Teacher } from '@contracts/teachers';
import { fieldColumns, sendCsv } from '../../http/csv';
import { sendPage } from '../../http/list-response';
import { route } from '../../http/route';
import { teachersService } from './teachers.service';

const TeacherList = listParams(TEACHER_SORTS);

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

export const teacherRoutes = () => [
  route({
    method: 'get',
    path: '/admin/Teachers',
    roles: ['admin'],
    query: TeacherList,
    handler: async ({ query, res }) => sendPage(res, await teachersService.list(query)),
  }),

  route({
    method: 'get',
    path: '/admin/Teachers/export',
    roles: ['admin'],
    query: TeacherList,
    handler: async ({ query, res }) => {
      const { rows } = await teachersService.list({ q: query.q, sort: query.sort, order: query.order });
      sendCsv(res, 'teachers.csv', CSV_COLUMNS, rows);
    },
  }),

  route({
    method: 'post',
    path: '/admin/Teachers',
    roles: ['admin'],
    body: TeacherInput,
    status: 201,
    handler: async ({ body }) => {
      const teacher = await teachersService.create(body);
      return { message: `Teacher added successfully. Teacher ID: ${teacher.teacher_id}`, teacher_id: teacher.teacher_id };
    },
  }),

  route({
    method: 'put',
    path: '/Teachers/:teacher_id',
    roles: ['admin'],
    params: TeacherIdParams,
    body: TeacherInput,
    handler: async ({ params, body }) => {
      await teachersService.update(params.teacher_id, body);
      return { message: 'Teacher updated successfully' };
    },
  }),

  route({
    method: 'delete',
    path: '/Teachers/:teacher_id',
    roles: ['admin'],
    params: TeacherIdParams,
    handler: async ({ params }) => {
      await teachersService.remove(params.teacher_id);
      return { message: 'Teacher deleted successfully' };
    },
  }),
];
