import type { Admin, AdminCreated, AdminInput, AdminUpdate } from '@contracts/admins';
import type { MessageResponse } from '@contracts/auth';
import { api } from '../../lib/api-client';

export const ADMINS_KEY = 'admins';
export const ADMINS_PATH = '/admin_signup';

export const adminsApi = {
  create: (input: AdminInput) => api.post<Partial<AdminCreated>>(ADMINS_PATH, input),
  update: (input: AdminUpdate) => api.put<MessageResponse>(ADMINS_PATH, input),
  remove: (admin: Pick<Admin, 'user_id'>) =>
    api.delete<MessageResponse>(ADMINS_PATH, { body: { user_id: admin.user_id } }),
};
