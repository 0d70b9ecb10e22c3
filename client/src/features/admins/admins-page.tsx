import { useState } from 'react';
import type { z } from 'zod';
import type { Admin } from '@contracts/admins';
import { CrudScreen } from '../../components/crud-screen';
import type { Column } from '../../components/data-table';
import { ApiError } from '../../lib/api-client';
import { AdminEditForm, AdminFields, AdminForm, passwordsDiffer } from './admin-fields';
import { ADMINS_KEY, ADMINS_PATH, adminsApi } from './admins-api';

const columns: Column<Admin>[] = [
  { header: 'User ID', field: 'user_id', sortKey: 'user_id' },
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

/** A new admin's User ID stays on screen until dismissed: it is what they sign in with. */
function NewAdminId({ id, onDismiss }: { id: string; onDismiss: () => void }) {
  return (
    <section className="card new-id" aria-labelledby="new-admin-id">
      <h2 id="new-admin-id">New admin's User ID</h2>
      <p>
        <strong className="new-id-value">{id}</strong> — give it to the new admin: they sign in with it and their password.
      </p>
      <button type="button" className="btn" onClick={onDismiss}>
        Dismiss
      </button>
    </section>
  );
}

export default function AdminsPage() {
  const [newId, setNewId] = useState<string | null>(null);
  return (
    <CrudScreen
      title="Add Account"
      notice={newId && <NewAdminId id={newId} onDismiss={() => setNewId(null)} />}
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
        success: (res) => {
          if (res.user_id) setNewId(res.user_id);
          return registered(res);
        },
        newest: { sort: 'user_id', key: (res) => res.user_id },
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
