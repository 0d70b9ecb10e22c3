import { z } from 'zod';
import { AdminInput, AdminUpdate } from '@contracts/admins';
import { TextField } from '../../components/text-field';
import { bind, type FormOf } from '../../components/zod-form';

// The screen asks for the password twice; the server never sees the second copy.
const confirm = { confirm_password: z.string() };
export const AdminForm = AdminInput.extend(confirm);
export const AdminEditForm = AdminUpdate.omit({ user_id: true }).extend(confirm);

type Values = z.input<typeof AdminForm>;

export const passwordsDiffer = (v: { password?: string; confirm_password: string }) =>
  (v.password ?? '') !== v.confirm_password ? 'Passwords do not match' : null;

/** Name, Email, Mobile, Password, Confirm Password; in the edit dialog a blank password keeps the old one. */
export function AdminFields({ form, editing = false }: { form: FormOf<typeof AdminForm> | FormOf<typeof AdminEditForm>; editing?: boolean }) {
  const f = (name: keyof Values & string) => bind(form as FormOf<typeof AdminForm>, name);
  return (
    <>
      <TextField label="Name" required autoComplete="off" {...f('name')} />
      <TextField label="Email" type="email" required autoComplete="off" {...f('email')} />
      <TextField label="Mobile" type="tel" inputMode="numeric" required autoComplete="off" {...f('mobile_no')} />
      <TextField label={editing ? 'New Password (blank keeps the old one)' : 'Password'} type="password" required={!editing} autoComplete="new-password" {...f('password')} />
      <TextField label="Confirm Password" type="password" required={!editing} autoComplete="new-password" {...f('confirm_password')} />
    </>
  );
}
