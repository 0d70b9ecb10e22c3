import { z } from 'zod';
import { AdminInput, AdminUpdate } from '@contracts/admins';
import { TextField } from '../../components/text-field';
import { bind, type FormOf } from '../../components/zod-form';
import { t as text } from '../../i18n/language';
import { useT } from '../../i18n/use-t';

// The screen asks for the password twice; the server never sees the second copy.
const confirm = { confirm_password: z.string() };
export const AdminForm = AdminInput.extend(confirm);
export const AdminEditForm = AdminUpdate.omit({ user_id: true }).extend(confirm);

type Values = z.input<typeof AdminForm>;

export const passwordsDiffer = (v: { password?: string; confirm_password: string }) =>
  (v.password ?? '') !== v.confirm_password ? text('admins.passwordsDiffer') : null;

/** Name, Email, Mobile, Password, Confirm Password; in the edit dialog a blank password keeps the old one. */
export function AdminFields({
  form,
  editing = false,
}: {
  form: FormOf<typeof AdminForm> | FormOf<typeof AdminEditForm>;
  editing?: boolean;
}) {
  const t = useT();
  const f = (name: keyof Values & string) => bind(form as FormOf<typeof AdminForm>, name);
  return (
    <>
      <TextField label={t('form.name')} required autoComplete="off" {...f('name')} />
      <TextField label={t('form.email')} type="email" required autoComplete="off" {...f('email')} />
      <TextField
        label={t('form.mobile')}
        type="tel"
        inputMode="numeric"
        required
        autoComplete="off"
        {...f('mobile_no')}
      />
      <TextField
        label={editing ? t('admins.newPassword') : t('form.password')}
        type="password"
        required={!editing}
        autoComplete="new-password"
        {...f('password')}
      />
      <TextField
        label={t('form.confirmPassword')}
        type="password"
        required={!editing}
        autoComplete="new-password"
        {...f('confirm_password')}
      />
    </>
  );
}
