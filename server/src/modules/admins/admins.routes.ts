import { ADMIN_SORTS, AdminDelete, AdminInput, AdminUpdate } from '@contracts/admins';
import { listParams } from '@contracts/list';
import type { Request } from 'express';
import { listRoutes } from '../../http/list-routes';
import { route } from '../../http/route';
import type { SessionUser } from '../../core/request-context';
import type { PasswordHashing } from '../auth/passwords';
import type { LoginContacts } from '../account/login-accounts';
import { type Actor, adminsService } from './admins.service';
import { msg } from '@contracts/i18n/packed-text';

const actor = (user: SessionUser, req: Request): Actor => ({ accountId: user.accountId, sessionId: req.sessionID });

export const adminRoutes = (passwords: PasswordHashing, contacts: LoginContacts) => [
  ...listRoutes({
    path: '/admin_signup',
    roles: ['admin'],
    query: listParams(ADMIN_SORTS),
    list: (query) => adminsService.list(query),
  }),

  route({
    method: 'post',
    path: '/admin_signup',
    roles: ['admin'],
    body: AdminInput,
    status: 201,
    handler: async ({ body }) => {
      const userId = await adminsService.create(body, passwords);
      return { message: msg('admins.registered', { id: userId }), user_id: userId };
    },
  }),

  route({
    method: 'put',
    path: '/admin_signup',
    roles: ['admin'],
    body: AdminUpdate,
    handler: async ({ body, user, req }) => {
      await adminsService.update(body, actor(user, req), passwords, contacts);
      return { message: msg('admins.updated') };
    },
  }),

  route({
    method: 'delete',
    path: '/admin_signup',
    roles: ['admin'],
    body: AdminDelete,
    handler: async ({ body, user, req }) => {
      await adminsService.remove(body.user_id, actor(user, req));
      return { message: msg('admins.deleted', { id: body.user_id }) };
    },
  }),
];
