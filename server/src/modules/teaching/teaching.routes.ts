import { TeacherIdParams } from '@contracts/teachers';
import { TeachingInput } from '@contracts/teaching';
import { route } from '../../http/route';
import { teachingService } from './teaching.service';
import { msg } from '@contracts/i18n/packed-text';

export const teachingRoutes = () => [
  route({
    method: 'get',
    path: '/admin/Teachers/:teacher_id/teaching',
    roles: ['admin'],
    params: TeacherIdParams,
    handler: ({ params }) => teachingService.get(params.teacher_id),
  }),

  route({
    method: 'put',
    path: '/admin/Teachers/:teacher_id/teaching',
    roles: ['admin'],
    params: TeacherIdParams,
    body: TeachingInput,
    handler: async ({ params, body }) => ({
      message: msg('teaching.saved'),
      ...(await teachingService.replace(params.teacher_id, body)),
    }),
  }),

  // The signed-in teacher's own teaching, for the screens' class, section and subject choices.
  route({
    method: 'get',
    path: '/teaching/me',
    roles: ['teacher'],
    handler: ({ user }) => teachingService.get(user.loginId),
  }),
];
