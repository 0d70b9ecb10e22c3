import {
  AttendanceIdQuery,
  AttendanceInput,
  AttendanceListQuery,
  AttendanceUpdate,
  OwnAttendanceQuery,
  RegisterInput,
  RegisterQuery,
} from '@contracts/attendance';
import { deleteRoute } from '../../http/delete-route';
import { AppError } from '../../core/errors';
import { sendPage } from '../../http/list-response';
import { route } from '../../http/route';
import type { AbsenceAlerts } from '../absence/absence-alerts';
import { attendanceService } from './attendance.service';
import { msg } from '@contracts/i18n/packed-text';

const STAFF = ['admin', 'teacher'] as const;

// The spec gives GET /attendance?class= two meanings: with only a class (and section) it is the
// class's students for the form; with any list parameter, a date or a student it lists records.
const isStudentsOfClass = (q: AttendanceListQuery) =>
  q.class !== undefined &&
  [q.q, q.sort, q.order, q.page, q.pageSize, q.date, q.student_id].every((v) => v === undefined);

export const CLASS_LIST_STAFF_ONLY = msg('attendance.staffOnly');

export const attendanceRoutes = (alerts: AbsenceAlerts) => [
  // The original client's student screen reads this path too: a student gets their own rows,
  // in the same shape, and nothing of a class.
  route({
    method: 'get',
    path: '/attendance',
    roles: ['admin', 'teacher', 'student'],
    query: AttendanceListQuery,
    handler: async ({ query, user, res }) => {
      if (user.role === 'student') {
        if (query.class !== undefined || query.section !== undefined) throw new AppError(403, CLASS_LIST_STAFF_ONLY);
        return sendPage(res, await attendanceService.listOwn(user, query.student_id, query));
      }
      return isStudentsOfClass(query)
        ? attendanceService.classStudents(query.class!, query.section, user)
        : sendPage(res, await attendanceService.list(query, user));
    },
  }),

  route({
    method: 'post',
    path: '/attendance',
    roles: STAFF,
    body: AttendanceInput,
    handler: async ({ body, user, res }) => {
      const { inserted, ...record } = await attendanceService.mark(body, user, alerts);
      res
        .status(inserted ? 201 : 200)
        .json({ message: msg(inserted ? 'attendance.marked' : 'attendance.updated'), ...record });
    },
  }),

  route({
    method: 'put',
    path: '/attendance',
    roles: STAFF,
    body: AttendanceUpdate,
    handler: async ({ body, user }) => ({
      message: msg('attendance.updated'),
      ...(await attendanceService.update(body, user, alerts)),
    }),
  }),

  deleteRoute({
    path: '/attendance',
    roles: STAFF,
    query: AttendanceIdQuery,
    remove: (query, user) => attendanceService.remove(query.id, user, alerts),
    message: msg('attendance.deleted'),
  }),

  route({
    method: 'get',
    path: '/attendance/register',
    roles: STAFF,
    query: RegisterQuery,
    handler: ({ query, user }) => attendanceService.register(query, user),
  }),

  route({
    method: 'put',
    path: '/attendance/register',
    roles: STAFF,
    body: RegisterInput,
    handler: ({ body, user }) => attendanceService.saveRegister(body, user, alerts),
  }),

  route({
    method: 'get',
    path: '/attendance_s',
    roles: ['student', 'parent'],
    query: OwnAttendanceQuery,
    handler: async ({ query: { student_id, ...params }, user, res }) => {
      // A student reads their own days; a parent names the child.
      return sendPage(res, await attendanceService.listOwn(user, student_id, params));
    },
  }),
];
