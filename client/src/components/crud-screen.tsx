import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { buildUrl, errorText } from '../lib/api-client';
import { useList } from '../lib/use-list';
import { applyServerErrors } from '../lib/use-zod-form';
import { Alert, type AlertMessage } from './alert';
import { ConfirmDialog } from './confirm-dialog';
import { type Column, DataTable } from './data-table';
import { EditIcon, TrashIcon } from './icons';
import { Modal } from './modal';
import { Page } from './page';
import { type FormDefaults, type FormOf, type FormSchema, ZodForm } from './zod-form';
import './crud-screen.css';

export interface Outcome {
  message?: string;
}

/** A fallback text (the server's own error wins over it), or a function building the text; null shows nothing. */
export type FailureText = string | ((err: unknown) => string | null);

export interface CrudList<Row> {
  /** TanStack Query key; every change refetches it. */
  key: string;
  path: string;
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** Shown when the list cannot be loaded, e.g. 'Failed to fetch teachers.' */
  loadError: string;
  /** GET path of the CSV export; adds an "Export CSV" link that keeps the search and sort. */
  exportPath?: string;
  searchLabel?: string;
}

export interface CrudCreate<S extends FormSchema, R extends Outcome> {
  title: string;
  schema: S;
  defaults: FormDefaults<S>;
  fields: (form: FormOf<S>) => ReactNode;
  submitLabel: string;
  submit: (values: z.output<S>) => Promise<R>;
  /** Success text (or a whole alert); default: the server's message. */
  success?: (res: R) => string | AlertMessage;
  failure: FailureText;
  /** A check before sending (e.g. password confirmation); a text stops the submit and is shown. */
  check?: (values: z.output<S>) => string | null;
}

export interface CrudEdit<Row, S extends FormSchema> {
  title: string;
  schema: S;
  values: (row: Row) => FormDefaults<S>;
  fields: (form: FormOf<S>) => ReactNode;
  submit: (row: Row, values: z.output<S>) => Promise<Outcome>;
  failure: FailureText;
  check?: (values: z.output<S>) => string | null;
  /** Shown if an update is submitted with no row selected. */
  noSelection?: string;
}

export interface CrudRemove<Row> {
  confirm: (row: Row) => string;
  submit: (row: Row) => Promise<Outcome>;
  failure: FailureText;
  /** Shown if a delete is confirmed with no row (or a row without its key) selected. */
  noSelection?: string;
}

const failureText = (f: FailureText, err: unknown) => (typeof f === 'string' ? errorText(err, f) : f(err));
const error = (text: string): AlertMessage => ({ kind: 'error', text });

/**
 * The admin's CRUD pattern in one place: an add form, the server-paged table with edit and
 * delete icons, the edit dialog and the Yes/No delete confirmation, with every outcome shown
 * in an alert and the list refetched after each change. Screens only configure it:
 *
 *   <CrudScreen title="Fee Management" rowLabel={(f) => f.receipt_no}
 *     list={{ key: 'fees', path: '/admin/Fee', caption: 'Fees', columns, rowKey: (f) => f.fee_id, loadError: '…' }}
 *     create={{ title: 'Fee Details', schema: FeeInput, defaults, fields: (form) => <FeeFields form={form} />,
 *               submitLabel: 'Add Fee', submit: feesApi.create, failure: 'Error adding fee!' }}
 *     edit={{ title: 'Edit Fee', schema: FeeInput, values: (f) => ({ ...f }), fields, submit: (f, v) => feesApi.update(f.fee_id, v),
 *             failure: 'Error updating fee!' }}
 *     remove={{ confirm: () => 'Are you sure you want to delete this entry?', submit: (f) => feesApi.remove(f.fee_id), failure: 'Error deleting fee!' }} />
 */
export function CrudScreen<Row, C extends FormSchema, E extends FormSchema, R extends Outcome>({ title, list, create, edit, remove, rowLabel }: {
  title: string;
  list: CrudList<Row>;
  create: CrudCreate<C, R>;
  edit: CrudEdit<Row, E>;
  remove: CrudRemove<Row>;
  /** How a row is named in the icons' accessible labels ("Edit Asha Rao"). */
  rowLabel: (row: Row) => string;
}) {
  const qc = useQueryClient();
  const table = useList<Row>(list.key, list.path);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [editAlert, setEditAlert] = useState<AlertMessage | null>(null);
  const [editing, setEditing] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const changed = (res: Outcome, shown: string | AlertMessage | undefined = res.message) => {
    if (shown) setAlert(typeof shown === 'string' ? { kind: 'success', text: shown } : shown);
    return qc.invalidateQueries({ queryKey: [list.key] });
  };
  const failed = (f: FailureText, err: unknown, show: (m: AlertMessage | null) => void) => {
    console.error(err);
    const text = failureText(f, err);
    show(text ? error(text) : null);
  };

  const add = useMutation({ mutationFn: create.submit });
  const update = useMutation({ mutationFn: ({ row, values }: { row: Row; values: z.output<E> }) => edit.submit(row, values) });
  const del = useMutation({ mutationFn: remove.submit });

  const submitCreate = (values: z.output<C>, form: FormOf<C>) => {
    const problem = create.check?.(values);
    if (problem) return setAlert(error(problem));
    setAlert(null);
    add.mutate(values, {
      onSuccess: (res) => {
        form.reset(create.defaults as DefaultValues<z.input<C>>);
        void changed(res, create.success?.(res));
      },
      onError: (err) => {
        applyServerErrors(form, err);
        failed(create.failure, err, setAlert);
      },
    });
  };

  const submitEdit = (values: z.output<E>, form: FormOf<E>) => {
    if (!editing) return setEditAlert(error(edit.noSelection ?? 'Nothing is selected.'));
    const problem = edit.check?.(values);
    if (problem) return setEditAlert(error(problem));
    setEditAlert(null);
    update.mutate(
      { row: editing, values },
      {
        onSuccess: (res) => {
          setEditing(null);
          void changed(res);
        },
        onError: (err) => {
          applyServerErrors(form, err);
          failed(edit.failure, err, setEditAlert);
        },
      },
    );
  };

  const confirmDelete = () => {
    const row = deleting;
    setDeleting(null);
    if (!row || !list.rowKey(row)) return setAlert(error(remove.noSelection ?? 'Nothing is selected.'));
    del.mutate(row, { onSuccess: (res) => void changed(res), onError: (err) => failed(remove.failure, err, setAlert) });
  };

  const exportHref = list.exportPath && buildUrl(list.exportPath, { q: table.params.q, sort: table.params.sort, order: table.params.order });

  return (
    <Page title={title}>
      <Alert message={alert} onClose={() => setAlert(null)} />
      <section className="card" aria-labelledby={`${list.key}-form-title`}>
        <h2 id={`${list.key}-form-title`}>{create.title}</h2>
        <ZodForm<C> schema={create.schema} defaultValues={create.defaults} onSubmit={submitCreate} submitLabel={create.submitLabel} busy={add.isPending} label={create.title}>
          {create.fields}
        </ZodForm>
      </section>
      {table.error && <Alert message={error(list.loadError)} />}
      <DataTable
        caption={list.caption}
        columns={list.columns}
        rows={table.rows}
        rowKey={list.rowKey}
        total={table.total}
        params={table.params}
        onParamsChange={table.setParams}
        loading={table.isLoading}
        searchLabel={list.searchLabel}
        serial
        toolbar={exportHref && <a className="btn" href={exportHref} download>Export CSV</a>}
        actions={(row) => (
          <>
            <button type="button" className="btn-icon" aria-label={`Edit ${rowLabel(row)}`} title="Edit" onClick={() => { setEditAlert(null); setEditing(row); }}>
              <EditIcon />
            </button>
            <button type="button" className="btn-icon btn-icon-danger" aria-label={`Delete ${rowLabel(row)}`} title="Delete" onClick={() => setDeleting(row)}>
              <TrashIcon />
            </button>
          </>
        )}
      />
      <Modal open={editing !== null} title={edit.title} onClose={() => setEditing(null)}>
        <Alert message={editAlert} />
        {editing && (
          <ZodForm<E> key={list.rowKey(editing)} schema={edit.schema} defaultValues={edit.values(editing)} onSubmit={submitEdit} submitLabel="Update" busy={update.isPending} label={edit.title}>
            {edit.fields}
          </ZodForm>
        )}
      </Modal>
      <ConfirmDialog open={deleting !== null} message={deleting ? remove.confirm(deleting) : ''} onYes={confirmDelete} onNo={() => setDeleting(null)} busy={del.isPending} />
    </Page>
  );
}
