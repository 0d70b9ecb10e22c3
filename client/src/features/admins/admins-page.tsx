import type { z } from 'zod';
import type { Admin } from '@contracts/admins';
import { CrudScreen } from '../../components/crud-screen';
import type { Column } from '../../components/data-table';
import { ApiError } from '../../lib/api-client';
import { AdminEditForm, AdminFields, AdminForm, passwordsDiffer } from './admin-fields';
import { ADMINS_KEY, ADMINS_PATH, adminsApi } from './admins-api';

const columns: Column<Admin>[] = [
  { header: 'Name', field: 'name', sortKey: 'name' },
  { header: 'Email', field: 'email', sortKey: 'email' },
  { header: 'Mobile', field: 'mobile' },
];

type AdminFormValues = z.output<typeof AdminForm>;

const serverError = (err: unknown) => (err instanceof ApiError ? err.serverError : undefined);
const empty = { name: '', email: '', mobile_no: '', password: '', confirm_password: '' };

// The texts of spec section 8 for admin accounts.
const registered = (res: { user_id?: string }) =>
  res.user_id ? `Admin registered successfully: ${res.user_id}` : { kind: 'error' as const, text: `Unexpected response: ${JSON.stringify(res)}` };
const registerFailed = (err: unknown) => `Failed to register admin: ${serverError(err) ?? 'Unknown error occurred'}`;
const deleteFailed = (err: unknown) =>
  err instanceof ApiError && err.status === 0 ? 'An unexpected error occurred while deleting the admin.' : `Error: ${serverError(err) ?? 'Unknown backend error'}`;

export default function AdminsPage() {
  return (
    <CrudScreen
      title="Add Account"
      rowLabel={(a) => `${a.name} (${a.user_id})`}
      list={{ key: ADMINS_KEY, path: ADMINS_PATH, caption: 'Admins', columns, rowKey: (a) => a.user_id, loadError: () => 'Failed to fetch admins.', searchLabel: 'Search admins' }}
      create={{
        title: "Admin's Details",
        schema: AdminForm,
        defaults: empty,
        fields: (form) => <AdminFields form={form} />,
        submitLabel: 'Add Admin',
        check: passwordsDiffer,
        submit: ({ confirm_password: _c, ...input }: AdminFormValues) => adminsApi.create(input),
        success: registered,
        failure: registerFailed,
      }}
      edit={{
        title: 'Edit Admin',
        schema: AdminEditForm,
        values: (a) => ({ name: a.name, email: a.email, mobile_no: a.mobile, password: '', confirm_password: '' }),
        fields: (form) => <AdminFields form={form} editing />,
        check: passwordsDiffer,
        submit: (a, { confirm_password: _c, ...input }) => adminsApi.update({ ...input, user_id: a.user_id }),
        // The original only logged a failed update; the server's own sentence is shown when it sends one.
        failure: (err) => serverError(err) ?? null,
      }}
      remove={{
        confirm: (a) => `Are you sure you want to delete admin ${a.user_id}?`,
        submit: adminsApi.remove,
        failure: deleteFailed,
      }}
    />
  );
}
