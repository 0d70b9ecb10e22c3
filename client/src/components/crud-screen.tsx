import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { useT } from '../i18n/use-t';
import { errorMessage, type FailureText, failureText, type Outcome, type Say, useSubmit } from '../lib/use-submit';
import { Alert, type AlertMessage } from './alert';
import { type CrudRemove, useDeleteConfirm } from './delete-confirm';
import { useEditRecord } from './edit-record';
import { Loading } from './loading';
import { Modal } from './modal';
import { Page } from './page';
import { type AddForm, type FieldsContext, FormCard } from './form-card';
import { type CrudList, RecordList } from './record-list';
import { RowActions } from './row-actions';
import { type FormChecks, type FormDefaults, type FormOf, type FormSchema, ZodForm } from './zod-form';

export interface CrudEdit<Row, S extends FormSchema, Full = Row> extends FormChecks<S> {
  title: string;
  schema: S;
  /** The whole record, when the list's row carries only the table's columns (its own request). */
  load?: (row: Row, signal: AbortSignal) => Promise<Full>;
  values: (record: Full) => FormDefaults<S>;
  fields: (form: FormOf<S>, ctx: FieldsContext & { row: Full }) => ReactNode;
  submit: (record: Full, values: z.output<S>) => Promise<Outcome>;
  failure: FailureText;
  /** Shown if an update is submitted with no row selected. */
  noSelection?: string;
}

/**
 * The CRUD pattern of every records screen in one place: an add form, the server-paged list
 * with edit and delete icons, the edit dialog and the Yes/No delete, with every outcome shown
 * in an alert and the list refetched after each change. Screens only configure it:
 *
 *   const t = useT();
 *   <CrudScreen title={t('menu.teachers')} rowLabel={(r) => r.name}
 *     list={{ key: 'teachers', path: '/admin/Teachers', caption: t('teachers.caption'), columns, rowKey: (r) => r.teacher_id, loadError: … }}
 *     create={{ title: t('teachers.details'), schema: TeacherInput, defaults, fields: (form) => <TeacherFields form={form} />,
 *               submitLabel: t('teachers.add'), submit: teachersApi.create, failure: t('teachers.addFailed') }}
 *     edit={{ title: t('teachers.edit'), schema: TeacherInput, values: (r) => ({ ...r }), fields, submit: (r, v) => teachersApi.update(r.teacher_id, v), failure: … }}
 *     remove={{ submit: (r) => teachersApi.remove(r.teacher_id), failure: t('teachers.deleteFailed') }} />
 *
 * Every text it is given is already in the reader's language (the screen's `t`).
 *
 * Without `create` (the add form lives elsewhere on the page) and with `as="section"` it is one
 * section of a page. `children` stand between the add form and the list; `notice` under the alert.
 */
export function CrudScreen<Row, C extends FormSchema, E extends FormSchema, R extends Outcome, Full = Row>({
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
  create?: AddForm<C, R>;
  edit?: CrudEdit<Row, E, Full>;
  remove: CrudRemove<Row>;
  /** How a row is named in the icons' accessible labels ("Edit Asha Rao"). */
  rowLabel: (row: Row) => string;
  /** Actions of the screen's own beside the edit and delete icons; `say` shows their outcome in the screen's alert. */
  rowActions?: (row: Row, say: Say) => ReactNode;
  notice?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [editAlert, setEditAlert] = useState<AlertMessage | null>(null);
  const [editing, setEditing] = useState<Row | null>(null);
  // The record last added: the list starts again sorted newest first, with that row marked.
  const [added, setAdded] = useState<{ n: number; key?: string | number } | null>(null);
  const refresh = list.key;

  const opened = useEditRecord(list.key, list.rowKey, editing, edit?.load);
  const loadError = opened.error && failureText(list.loadError, opened.error);

  const update = useSubmit({
    send: ({ row, values }: { row: Full; values: z.output<E> }) => edit!.submit(row, values),
    failure: edit?.failure ?? '',
    refresh,
    say: setEditAlert,
    sayDone: setAlert,
  });
  const del = useDeleteConfirm(remove, { rowKey: list.rowKey, refresh, say: setAlert });

  const submitEdit = (values: z.output<E>, form: FormOf<E>) => {
    if (!edit) return;
    if (!opened.record) return setEditAlert(errorMessage(edit.noSelection ?? t('common.nothingSelected')));
    update.submit({ row: opened.record, values }, form, () => setEditing(null));
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
        <FormCard<C, R>
          form={create}
          refresh={refresh}
          say={setAlert}
          onAdded={create.newest && ((res: R) => setAdded({ n: (added?.n ?? 0) + 1, key: create.newest!.key(res) }))}
        />
      )}
      {children}
      <RecordList
        key={added?.n ?? 0}
        list={list}
        initial={added && create?.newest ? { sort: create.newest.sort, order: 'desc' } : undefined}
        highlight={added?.key}
        actions={(row) => (
          <RowActions label={rowLabel(row)} onEdit={edit && (() => openEdit(row))} onDelete={() => del.ask(row)}>
            {rowActions?.(row, setAlert)}
          </RowActions>
        )}
      />
      {edit && (
        <Modal open={editing !== null} title={edit.title} onClose={() => setEditing(null)}>
          <Alert
            message={editAlert ?? (loadError ? errorMessage(loadError) : null)}
            onClose={() => setEditAlert(null)}
          />
          {editing && opened.loading && <Loading />}
          {editing && opened.record && (
            <ZodForm<E>
              key={list.rowKey(editing)}
              schema={edit.schema}
              defaultValues={edit.values(opened.record)}
              onSubmit={submitEdit}
              submitLabel={t('common.update')}
              busy={update.busy}
              label={edit.title}
              checks={edit}
              say={setEditAlert}
            >
              {(form) => edit.fields(form, { say: setEditAlert, row: opened.record! })}
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
