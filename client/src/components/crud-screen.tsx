import { type ReactNode, useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage, type FailureText, type Outcome, type Say, useSubmit } from '../lib/use-submit';
import { Alert, type AlertMessage } from './alert';
import { type CrudRemove, useDeleteConfirm } from './delete-confirm';
import { Modal } from './modal';
import { Page } from './page';
import { type CrudList, RecordList } from './record-list';
import { RowActions } from './row-actions';
import { type FormChecks, type FormDefaults, type FormOf, type FormSchema, ZodForm } from './zod-form';

export type { CrudList } from './record-list';
export type { CrudRemove } from './delete-confirm';

/** What the fields get beside the form: where to show a message of their own (a lookup's). */
export interface FieldsContext {
  say: Say;
}

export interface CrudCreate<S extends FormSchema, R extends Outcome> extends FormChecks<S> {
  title: string;
  schema: S;
  defaults: FormDefaults<S>;
  fields: (form: FormOf<S>, ctx: FieldsContext) => ReactNode;
  submitLabel: string;
  /** The button's text while sending; default 'Saving…'. */
  busyLabel?: string;
  submit: (values: z.output<S>) => Promise<R>;
  /** Success text (or a whole alert); default: the server's message. */
  success?: (res: R) => string | AlertMessage;
  failure: FailureText;
}

export interface CrudEdit<Row, S extends FormSchema> extends FormChecks<S> {
  title: string;
  schema: S;
  values: (row: Row) => FormDefaults<S>;
  fields: (form: FormOf<S>, ctx: FieldsContext & { row: Row }) => ReactNode;
  submit: (row: Row, values: z.output<S>) => Promise<Outcome>;
  failure: FailureText;
  /** Shown if an update is submitted with no row selected. */
  noSelection?: string;
}

/**
 * The CRUD pattern of every records screen in one place: an add form, the server-paged list
 * with edit and delete icons, the edit dialog and the Yes/No delete, with every outcome shown
 * in an alert and the list refetched after each change. Screens only configure it:
 *
 *   <CrudScreen title="Teacher Management" rowLabel={(t) => t.name}
 *     list={{ key: 'teachers', path: '/admin/Teachers', caption: 'Teachers', columns, rowKey: (t) => t.teacher_id, loadError: '…' }}
 *     create={{ title: "Teacher's Details", schema: TeacherInput, defaults, fields: (form) => <TeacherFields form={form} />,
 *               submitLabel: 'Add Teacher', submit: teachersApi.create, failure: 'Error adding teacher!' }}
 *     edit={{ title: 'Edit Teacher', schema: TeacherInput, values: (t) => ({ ...t }), fields, submit: (t, v) => teachersApi.update(t.teacher_id, v), failure: '…' }}
 *     remove={{ submit: (t) => teachersApi.remove(t.teacher_id), failure: 'Error deleting teacher!' }} />
 *
 * Without `create` (the add form lives elsewhere on the page) and with `as="section"` it is one
 * section of a page. `children` stand between the add form and the list; `notice` under the alert.
 */
export function CrudScreen<Row, C extends FormSchema, E extends FormSchema, R extends Outcome>({
  title,
  as = 'page',
  list,
  create,
  edit,
  remove,
  rowLabel,
  rowActions,
  notice,
  children,
}: {
  title: string;
  as?: 'page' | 'section';
  list: CrudList<Row>;
  create?: CrudCreate<C, R>;
  edit?: CrudEdit<Row, E>;
  remove: CrudRemove<Row>;
  /** How a row is named in the icons' accessible labels ("Edit Asha Rao"). */
  rowLabel: (row: Row) => string;
  /** Actions of the screen's own beside the edit and delete icons. */
  rowActions?: (row: Row) => ReactNode;
  notice?: ReactNode;
  children?: ReactNode;
}) {
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [editAlert, setEditAlert] = useState<AlertMessage | null>(null);
  const [editing, setEditing] = useState<Row | null>(null);
  const refresh = list.key;

  const add = useSubmit({ send: (values: z.output<C>) => create!.submit(values), failure: create?.failure ?? '', success: create?.success, refresh, say: setAlert });
  const update = useSubmit({
    send: ({ row, values }: { row: Row; values: z.output<E> }) => edit!.submit(row, values),
    failure: edit?.failure ?? '',
    refresh,
    say: setEditAlert,
    sayDone: setAlert,
  });
  const del = useDeleteConfirm(remove, { rowKey: list.rowKey, refresh, say: setAlert });

  const submitCreate = (values: z.output<C>, form: FormOf<C>) => {
    if (!create) return;
    add.submit(values, form, () => form.reset(create.defaults as DefaultValues<z.input<C>>));
  };

  const submitEdit = (values: z.output<E>, form: FormOf<E>) => {
    if (!edit) return;
    if (!editing) return setEditAlert(errorMessage(edit.noSelection ?? 'Nothing is selected.'));
    update.submit({ row: editing, values }, form, () => setEditing(null));
  };

  const openEdit = (row: Row) => {
    setEditAlert(null);
    setEditing(row);
  };

  const body = (
    <>
      <Alert message={alert} onClose={() => setAlert(null)} />
      {notice}
      {create && (
        <section className="card" aria-labelledby={`${list.key}-form-title`}>
          <h2 id={`${list.key}-form-title`}>{create.title}</h2>
          <ZodForm<C>
            schema={create.schema}
            defaultValues={create.defaults}
            onSubmit={submitCreate}
            submitLabel={create.submitLabel}
            busy={add.busy}
            busyLabel={create.busyLabel}
            label={create.title}
            checks={create}
            say={setAlert}
          >
            {(form) => create.fields(form, { say: setAlert })}
          </ZodForm>
        </section>
      )}
      {children}
      <RecordList
        list={list}
        actions={(row) => (
          <RowActions label={rowLabel(row)} onEdit={edit && (() => openEdit(row))} onDelete={() => del.ask(row)}>
            {rowActions?.(row)}
          </RowActions>
        )}
      />
      {edit && (
        <Modal open={editing !== null} title={edit.title} onClose={() => setEditing(null)}>
          <Alert message={editAlert} onClose={() => setEditAlert(null)} />
          {editing && (
            <ZodForm<E>
              key={list.rowKey(editing)}
              schema={edit.schema}
              defaultValues={edit.values(editing)}
              onSubmit={submitEdit}
              submitLabel="Update"
              busy={update.busy}
              label={edit.title}
              checks={edit}
              say={setEditAlert}
            >
              {(form) => edit.fields(form, { say: setEditAlert, row: editing })}
            </ZodForm>
          )}
        </Modal>
      )}
      {del.dialog}
    </>
  );

  if (as === 'page') return <Page title={title}>{body}</Page>;
  return (
    <section aria-labelledby={`${list.key}-records-title`}>
      <h2 id={`${list.key}-records-title`}>{title}</h2>
      {body}
    </section>
  );
}
