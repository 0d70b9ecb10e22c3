import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FeeInput, type FeeRecord } from '@contracts/fees';
import { CrudScreen } from '../../components/crud-screen';
import type { Column } from '../../components/data-table';
import { useHistoryAction } from '../../components/history-dialog';
import { blankFee, FeeFields, feeValues } from './fee-fields';
import { FeeTotals } from './fee-totals';
import { FEES_KEY, FEES_PATH, feesApi } from './fees-api';
import { formatRupees } from './money';
import './fees.css';

const receiptPath = (fee: FeeRecord) => `/FeeReceipt/${fee.fee_id}`;

const columns: Column<FeeRecord>[] = [
  { header: 'Student ID', field: 'student_id', sortKey: 'student_id' },
  { header: 'Name', field: 'name', sortKey: 'name' },
  { header: 'Class', field: 'class', sortKey: 'class' },
  { header: 'Amount', sortKey: 'amount', render: (f) => formatRupees(f.amount) },
  { header: 'Payment Mode', field: 'payment_mode', sortKey: 'payment_mode' },
  { header: 'Payment Date', field: 'payment_date', sortKey: 'payment_date' },
  { header: 'Receipt No', field: 'receipt_no', sortKey: 'receipt_no' },
];

export default function FeesPage() {
  // The payment just added, for its "Print receipt" link; a new save or a lookup's message hides it.
  const [saved, setSaved] = useState<FeeRecord | null>(null);
  const history = useHistoryAction('fees');
  return (
    <CrudScreen
      title="Fee Management"
      rowLabel={(f) => `fee ${f.receipt_no}`}
      rowActions={(f) => (
        <>
          <Link className="btn-icon" to={receiptPath(f)} aria-label={`Receipt ${f.receipt_no}`}>
            Receipt
          </Link>
          {history.button(f.fee_id, `fee ${f.receipt_no}`)}
        </>
      )}
      notice={
        <>
          {saved && (
            <p className="fee-saved">
              <Link to={receiptPath(saved)}>Print receipt {saved.receipt_no}</Link>
            </p>
          )}
          {history.dialog}
        </>
      }
      list={{
        key: FEES_KEY,
        path: FEES_PATH,
        caption: 'Fee payments',
        columns,
        rowKey: (f) => f.fee_id,
        loadError: 'Failed to fetch fees.',
        searchLabel: 'Search student, name or receipt',
        filters: [
          { param: 'class', label: 'Filter by class', kind: 'class' },
          { param: 'payment_date', label: 'Filter by date', kind: 'date' },
          { param: 'year_id', label: 'Filter by year', kind: 'year' },
        ],
      }}
      create={{
        title: 'Fee Details',
        schema: FeeInput,
        defaults: blankFee(),
        fields: (form, { say }) => (
          <FeeFields
            form={form}
            say={(m) => {
              say(m);
              if (m) setSaved(null);
            }}
          />
        ),
        submitLabel: 'Add Fee',
        submit: async (values) => {
          setSaved(null);
          const res = await feesApi.create(values);
          setSaved(res);
          return res;
        },
        failure: 'Error adding fee!',
      }}
      edit={{
        title: 'Edit Fee',
        schema: FeeInput,
        values: feeValues,
        fields: (form, { say, row }) => <FeeFields form={form} say={say} initial={row} />,
        submit: (f, values) => feesApi.update({ ...values, fee_id: f.fee_id }),
        failure: 'Error updating fee!',
      }}
      remove={{ submit: (f) => feesApi.remove(f.fee_id), failure: 'Error deleting fee!' }}
    >
      <FeeTotals />
    </CrudScreen>
  );
}
