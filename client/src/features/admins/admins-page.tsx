import { useState } from 'react';
import type { z } from 'zod';
import type { Admin } from '@contracts/admins';
import { CrudScreen } from '../../components/crud-screen';
import type { Column } from '../../components/data-table';
import { t as text } from '../../i18n/language';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api-client';
import { AdminEditForm, AdminFields, AdminForm, passwordsDiffer } from './admin-fields';
import { ADMINS_KEY, ADMINS_PATH, adminsApi } from './admins-api';

const columns = (t: ReturnType<typeof useT>): Column<Admin>[] => [
  { header: t('form.userId'), field: 'user_id', sortKey: 'user_id' },
  { header: t('form.name'), field: 'name', sortKey: 'name' },
  { header: t('form.email'), field: 'email', sortKey: 'email' },
  { header: t('form.mobile'), field: 'mobile' },
];

type AdminFormValues = z.output<typeof AdminForm>;

const serverError = (err: unknown) => (err instanceof ApiError ? err.serverError : undefined);
const empty = { name: '', email: '', mobile_no: '', password: '', confirm_password: '' };

// The texts of spec section 8 for admin accounts.
const registered = (res: { user_id?: string }) =>
  res.user_id
    ? text('admins.registered', { id: res.user_id })
    : { kind: 'error' as const, text: text('admins.unexpectedResponse', { response: JSON.stringify(res) }) };
const registerFailed = (err: unknown) =>
  text('admins.registerFailed', { error: serverError(err) ?? text('admins.unknownError') });
const deleteFailed = (err: unknown) =>
  err instanceof ApiError && err.status === 0
    ? text('admins.deleteUnexpected')
    : text('admins.errorIs', { error: serverError(err) ?? text('admins.unknownBackend') });

/** A new admin's User ID stays on screen until dismissed: it is what they sign in with. */
function NewAdminId({ id, onDismiss }: { id: string; onDismiss: () => void }) {
  const t = useT();
  return (
    <section className="card new-id" aria-labelledby="new-admin-id">
      <h2 id="new-admin-id">{t('admins.newIdTitle')}</h2>
      <p>
        <strong className="new-id-value">{id}</strong> {t('admins.newIdHint')}
      </p>
      <button type="button" className="btn" onClick={onDismiss}>
        {t('form.dismiss')}
      </button>
    </section>
  );
}

export default function AdminsPage() {
  const t = useT();
  const [newId, setNewId] = useState<string | null>(null);
  return (
    <CrudScreen
      title={t('menu.addAccount')}
      notice={newId && <NewAdminId id={newId} onDismiss={() => setNewId(null)} />}
      rowLabel={(a) => `${a.name} (${a.user_id})`}
      list={{
        key: ADMINS_KEY,
        path: ADMINS_PATH,
        caption: t('admins.caption'),
        columns: columns(t),
        rowKey: (a) => a.user_id,
        loadError: () => t('admins.loadFailed'),
        searchLabel: t('admins.search'),
      }}
      create={{
        title: t('admins.details'),
        schema: AdminForm,
        defaults: empty,
        fields: (form) => <AdminFields form={form} />,
        submitLabel: t('admins.add'),
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
        title: t('admins.edit'),
        schema: AdminEditForm,
        values: (a) => ({ name: a.name, email: a.email, mobile_no: a.mobile, password: '', confirm_password: '' }),
        fields: (form) => <AdminFields form={form} editing />,
        check: passwordsDiffer,
        submit: (a, { confirm_password: _c, ...input }) => adminsApi.update({ ...input, user_id: a.user_id }),
        // The original only logged a failed update; the server's own sentence is shown when it sends one.
        failure: (err) => serverError(err) ?? null,
      }}
      remove={{
        confirm: (a) => t('admins.deleteQuestion', { id: a.user_id }),
        submit: adminsApi.remove,
        failure: deleteFailed,
      }}
    />
  );
}
