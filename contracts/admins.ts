import { z } from 'zod';
import { email, loginId, mobile, newPassword, trimmed } from './fields';

export const AdminInput = z.object({
  name: trimmed('label.name'),
  email,
  mobile_no: mobile,
  password: newPassword,
});
export type AdminInput = z.infer<typeof AdminInput>;

// The spec's client sends the whole edited row back; a blank password keeps the old one.
export const AdminUpdate = AdminInput.extend({
  user_id: loginId,
  password: z.union([z.literal(''), newPassword]).optional(),
});
export type AdminUpdate = z.infer<typeof AdminUpdate>;

export const AdminDelete = z.object({ user_id: loginId });

export interface Admin {
  user_id: string;
  id: number;
  name: string;
  email: string;
  mobile: string;
}

export interface AdminCreated {
  message: string;
  user_id: string;
}

export const ADMIN_SORTS = ['user_id', 'name', 'email'] as const;
