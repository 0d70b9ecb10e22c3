import { useState } from 'react';
import { HISTORY_TABLES, type DeletedRecord, type HistoryTable } from '@contracts/history';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { SelectField } from '../../components/select-field';
import { errorText } from '../../lib/api-client';
import { useDeleted, useRestore } from '../../lib/history-api';

const TABLE_LABELS: Record<HistoryTable, string> = { marks: 'Marks', attendance: 'Attendance', fees: 'Fees' };

// The fields that say which record it was, per table.
const DESCRIBE: Record<HistoryTable, (r: Record<string, unknown>) => string> = {
  marks: (r) => `${r.student_id}, class ${r.class}${r.section}, ${r.exam_name}: ${r.marks_obtained}/${r.total_marks}`,
  attendance: (r) => `${r.student_id} (${r.student_name}), class ${r.class}${r.section}, ${r.attendance_date}: ${r.status}`,
  fees: (r) => `${r.student_id} (${r.name}), receipt ${r.receipt_no}, ${r.amount} on ${r.payment_date}`,
};

/** Records deleted lately, newest first, each restorable as it was. Admins only. */
export default function DeletedRecordsPage() {
  const [table, setTable] = useState<HistoryTable>('marks');
  const deleted = useDeleted(table);
  const restore = useRestore();
  return (
    <Page title="Deleted records">
      <SelectField label="Records" options={HISTORY_TABLES.map((t) => ({ value: t, label: TABLE_LABELS[t] }))} value={table} onChange={(e) => setTable(e.target.value as HistoryTable)} />
      {restore.error && <Alert message={{ kind: 'error', text: errorText(restore.error, 'Error restoring the record!') }} />}
      {restore.data && <Alert message={{ kind: 'success', text: restore.data.message }} />}
      {deleted.isPending && <Loading />}
      {deleted.error && <Alert message={{ kind: 'error', text: errorText(deleted.error, 'Failed to load deleted records.') }} />}
      {deleted.data && !deleted.data.length && <p>No deleted {TABLE_LABELS[table].toLowerCase()} records.</p>}
      <ul className="deleted-records">
        {deleted.data?.map((d: DeletedRecord) => (
          <li key={d.id}>
            <span>
              {DESCRIBE[table](d.record)} — deleted by {d.by ?? 'the system'} on {new Date(d.at).toLocaleString()}
            </span>{' '}
            <button type="button" className="btn" disabled={restore.isPending} onClick={() => restore.mutate({ table, id: d.id })}>
              Restore
            </button>
          </li>
        ))}
      </ul>
    </Page>
  );
}
