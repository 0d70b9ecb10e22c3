import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CLASSES } from '@contracts/enums';
import type { FeeRecord } from '@contracts/fees';
import { Alert, type AlertMessage } from '../../components/alert';
import { DataTable } from '../../components/data-table';
import { Modal } from '../../components/modal';
import { Page } from '../../components/page';
import { errorText } from '../../lib/api-client';
import { useConfirmedDelete } from '../../lib/use-confirmed-delete';
import { useList } from '../../lib/use-list';
import { FeeForm } from './fee-form';
import { FeeTotals } from './fee-totals';
import { FEES_KEY, FEES_PATH, feesApi } from './fees-api';
import { formatRupees } from './money';
import './fees.css';

const receiptPath = (fee: FeeRecord) => `/FeeReceipt/${fee.fee_id}`;

export default function FeesPage() {
  const qc = useQueryClient();
  const [filters, setFilters] = useState({ class: '', payment_date: '' });
  const list = useList<FeeRecord>(FEES_KEY, FEES_PATH, filters);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [saved, setSaved] = useState<FeeRecord | null>(null);
  const [editing, setEditing] = useState<FeeRecord | null>(null);
  const [editAlert, setEditAlert] = useState<AlertMessage | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: [FEES_KEY] });

  const create = useMutation({
    mutationFn: feesApi.create,
    onSuccess: (res) => {
      setAlert({ kind: 'success', text: res.message });
      setSaved(res);
      void refresh();
    },
    onError: (err) => setAlert({ kind: 'error', text: errorText(err, 'Error adding fee!') }),
  });

  const update = useMutation({
    mutationFn: feesApi.update,
    onSuccess: (res) => {
      setAlert({ kind: 'success', text: res.message });
      setEditing(null);
      void refresh();
    },
    onError: (err) => setEditAlert({ kind: 'error', text: errorText(err, 'Error updating fee!') }),
  });

  const remove = useConfirmedDelete<FeeRecord>({
    remove: (fee) => feesApi.remove(fee.fee_id),
    fallback: 'Error deleting fee!',
    onMessage: setAlert,
    refresh,
  });

  const filterBar = (
    <div className="fee-filters">
      <label>
        Filter by class{' '}
        <select value={filters.class} onChange={(e) => setFilters((f) => ({ ...f, class: e.target.value }))}>
          <option value="">All</option>
          {CLASSES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label>
        Filter by date <input type="date" value={filters.payment_date} onChange={(e) => setFilters((f) => ({ ...f, payment_date: e.target.value }))} />
      </label>
    </div>
  );

  return (
    <Page title="Fee Management">
      <Alert message={alert} onClose={() => setAlert(null)} />
      {saved && (
        <p className="fee-saved">
          <Link to={receiptPath(saved)}>Print receipt {saved.receipt_no}</Link>
        </p>
      )}
      {list.error && <Alert message={{ kind: 'error', text: errorText(list.error, 'Failed to fetch fees.') }} />}
      <section className="card" aria-labelledby="fee-form-title">
        <h2 id="fee-form-title">Fee Details</h2>
        <FeeForm
          submitLabel={create.isPending ? 'Saving…' : 'Add Fee'}
          busy={create.isPending}
          onMessage={(m) => {
            setAlert(m);
            if (m) setSaved(null);
          }}
          onSave={async (values) => {
            setSaved(null);
            await create.mutateAsync(values);
          }}
        />
      </section>
      <FeeTotals />
      <DataTable
        caption="Fee payments"
        serial
        toolbar={filterBar}
        searchLabel="Search student, name or receipt"
        columns={[
          { header: 'Student ID', field: 'student_id', sortKey: 'student_id' },
          { header: 'Name', field: 'name', sortKey: 'name' },
          { header: 'Class', field: 'class', sortKey: 'class' },
          { header: 'Amount', sortKey: 'amount', render: (f) => formatRupees(f.amount) },
          { header: 'Payment Mode', field: 'payment_mode', sortKey: 'payment_mode' },
          { header: 'Payment Date', field: 'payment_date', sortKey: 'payment_date' },
          { header: 'Receipt No', field: 'receipt_no', sortKey: 'receipt_no' },
        ]}
        rows={list.rows}
        rowKey={(f) => f.fee_id}
        total={list.total}
        params={list.params}
        onParamsChange={list.setParams}
        loading={list.isLoading}
        actions={(f) => (
          <>
            <button type="button" className="btn-icon" aria-label={`Edit fee ${f.receipt_no}`} onClick={() => { setEditAlert(null); setEditing(f); }}>
              Edit
            </button>
            <button type="button" className="btn-icon" aria-label={`Delete fee ${f.receipt_no}`} onClick={() => remove.ask(f)}>
              Delete
            </button>
            <Link className="btn-icon" to={receiptPath(f)} aria-label={`Receipt ${f.receipt_no}`}>
              Receipt
            </Link>
          </>
        )}
      />
      <Modal open={!!editing} title="Edit Fee" onClose={() => setEditing(null)}>
        <Alert message={editAlert} onClose={() => setEditAlert(null)} />
        {editing && (
          <FeeForm
            initial={editing}
            submitLabel={update.isPending ? 'Saving…' : 'Update'}
            busy={update.isPending}
            onMessage={setEditAlert}
            onSave={(values) => update.mutateAsync({ ...values, fee_id: editing.fee_id })}
          />
        )}
      </Modal>
      {remove.dialog}
    </Page>
  );
}
