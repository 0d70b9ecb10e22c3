import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FeeInput, type FeeRecord } from '@contracts/fees';
import { CrudScreen } from '../../components/crud-screen';
import type { Column } from '../../components/data-table';
import { paymentModeName } from '../../components/choices';
import { useHistoryAction } from '../../components/history-dialog';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { blankFee, FeeFields, feeValues } from './fee-fields';
import { DuesPicker, type ChosenDues, onChosen, sumOf } from './dues-picker';
import { FeeTotals } from './fee-totals';
import { FEES_KEY, FEES_PATH, feesApi } from './fees-api';
import { officeApi } from './office-api';
import './fees.css';
import { feeReceiptPath } from '../../lib/paths';

const receiptPath = (fee: FeeRecord) => feeReceiptPath(fee.fee_id);

const columns = (t: ReturnType<typeof useT>, money: (amount: string) => string): Column<FeeRecord>[] => [
  { header: t('students.studentId'), field: 'student_id', sortKey: 'student_id' },
  { header: t('form.name'), field: 'name', sortKey: 'name' },
  { header: t('form.class'), field: 'class', sortKey: 'class' },
  { header: t('fees.amount'), sortKey: 'amount', render: (f) => money(f.amount) },
  { header: t('fees.paymentMode'), sortKey: 'payment_mode', render: (f) => paymentModeName(t, f.payment_mode) },
  { header: t('fees.paymentDate'), field: 'payment_date', sortKey: 'payment_date', date: true },
  { header: t('fees.receiptNo'), field: 'receipt_no', sortKey: 'receipt_no' },
];

export default function FeesPage() {
  // The payment just added, for its "Print receipt" link; a new save or a lookup's message hides it.
  const t = useT();
  const { money } = useFormat();
  const [saved, setSaved] = useState<FeeRecord | null>(null);
  // The instalments ticked for the pupil on the form; none: the payment pays the oldest dues first.
  const [chosen, setChosen] = useState<ChosenDues | null>(null);
  const chosenFor = (studentId: string) =>
    chosen && chosen.studentId.toLowerCase() === studentId.trim().toLowerCase() ? chosen.dues : [];
  const history = useHistoryAction('fees');
  return (
    <CrudScreen
      title={t('menu.fees')}
      rowLabel={(f) => t('fees.rowLabel', { no: f.receipt_no })}
      rowActions={(f) => (
        <>
          <Link className="btn-icon" to={receiptPath(f)} aria-label={t('fees.receiptOf', { no: f.receipt_no })}>
            {t('menu.receipt')}
          </Link>
          {history.button(f.fee_id, t('fees.rowLabel', { no: f.receipt_no }))}
        </>
      )}
      notice={
        <>
          {saved && (
            <p className="fee-saved">
              <Link to={receiptPath(saved)}>{t('fees.printReceipt', { no: saved.receipt_no })}</Link>
            </p>
          )}
          {history.dialog}
        </>
      }
      list={{
        key: FEES_KEY,
        path: FEES_PATH,
        caption: t('fees.caption'),
        columns: columns(t, money),
        rowKey: (f) => f.fee_id,
        loadError: t('fees.loadFailed'),
        searchLabel: t('fees.search'),
        filters: [
          { param: 'class', label: t('fees.byClass'), kind: 'class' },
          { param: 'payment_date', label: t('fees.byDate'), kind: 'date' },
          { param: 'year_id', label: t('fees.byYear'), kind: 'year' },
        ],
      }}
      create={{
        title: t('fees.details'),
        schema: FeeInput,
        defaults: blankFee(),
        fields: (form, { say }) => (
          <FeeFields
            form={form}
            say={(m) => {
              say(m);
              if (m) setSaved(null);
            }}
            after={(student) =>
              student && (
                <DuesPicker
                  key={student.student_id}
                  studentId={student.student_id}
                  chosen={chosenFor(student.student_id)}
                  onChange={(dues) => {
                    setChosen({ studentId: student.student_id, dues });
                    if (dues.length) form.setValue('amount', sumOf(dues));
                  }}
                />
              )
            }
          />
        ),
        submitLabel: t('fees.add'),
        submit: async (values) => {
          setSaved(null);
          const dues = onChosen(chosenFor(values.student_id), values.amount);
          const res = await (dues.length ? officeApi.payAgainstDues({ ...values, dues }) : feesApi.create(values));
          setChosen(null);
          setSaved(res);
          return res;
        },
        failure: t('fees.addFailed'),
      }}
      edit={{
        title: t('fees.edit'),
        schema: FeeInput,
        values: feeValues,
        fields: (form, { say, row }) => <FeeFields form={form} say={say} initial={row} />,
        submit: (f, values) => feesApi.update({ ...values, fee_id: f.fee_id }),
        failure: t('fees.updateFailed'),
      }}
      remove={{ submit: (f) => feesApi.remove(f.fee_id), failure: t('fees.deleteFailed') }}
    >
      <FeeTotals />
    </CrudScreen>
  );
}
