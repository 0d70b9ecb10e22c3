import { useState } from 'react';
import { HISTORY_TABLES, type DeletedRecord, type HistoryTable } from '@contracts/history';
import type { ScreenKey } from '@contracts/i18n/keys';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { SelectField } from '../../components/select-field';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { useDateTime } from '../../lib/date-time';
import { useDeleted, useRestore } from '../../lib/history-api';

type T = ReturnType<typeof useT>;

const TABLE_LABELS: Record<HistoryTable, ScreenKey> = {
  marks: 'deleted.marks',
  attendance: 'deleted.attendance',
  fees: 'deleted.fees',
};
const NONE_DELETED: Record<HistoryTable, ScreenKey> = {
  marks: 'deleted.noMarks',
  attendance: 'deleted.noAttendance',
  fees: 'deleted.noFees',
};

// The fields that say which record it was, per table.
const s = (v: unknown) => String(v);
const DESCRIBE: Record<HistoryTable, (t: T, r: Record<string, unknown>, date: (iso: string) => string) => string> = {
  marks: (t, r) =>
    t('deleted.describeMarks', {
      student: s(r.student_id),
      place: `${s(r.class)}${s(r.section)}`,
      exam: s(r.exam_name),
      obtained: s(r.marks_obtained),
      total: s(r.total_marks),
    }),
  attendance: (t, r, date) =>
    t('deleted.describeAttendance', {
      student: s(r.student_id),
      name: s(r.student_name),
      place: `${s(r.class)}${s(r.section)}`,
      date: date(s(r.attendance_date)),
      status: s(r.status),
    }),
  fees: (t, r, date) =>
    t('deleted.describeFees', {
      student: s(r.student_id),
      name: s(r.name),
      receipt: s(r.receipt_no),
      amount: s(r.amount),
      date: date(s(r.payment_date)),
    }),
};

/** Records deleted lately, newest first, each restorable as it was. Admins only. */
export default function DeletedRecordsPage() {
  const t = useT();
  const dateTime = useDateTime();
  const { date } = useFormat();
  const [table, setTable] = useState<HistoryTable>('marks');
  const deleted = useDeleted(table);
  const restore = useRestore();
  return (
    <Page title={t('menu.deleted')}>
      <SelectField
        label={t('deleted.records')}
        options={HISTORY_TABLES.map((k) => ({ value: k, label: t(TABLE_LABELS[k]) }))}
        value={table}
        onChange={(e) => setTable(e.target.value as HistoryTable)}
      />
      {restore.error && (
        <Alert message={{ kind: 'error', text: errorText(restore.error, t('history.restoreFailed')) }} />
      )}
      {restore.data && <Alert message={{ kind: 'success', text: restore.data.message }} />}
      {deleted.isPending && <Loading />}
      {deleted.error && <Alert message={{ kind: 'error', text: errorText(deleted.error, t('deleted.loadFailed')) }} />}
      {deleted.data && !deleted.data.length && <p>{t(NONE_DELETED[table])}</p>}
      <ul className="deleted-records">
        {deleted.data?.map((d: DeletedRecord) => (
          <li key={d.id}>
            <span>
              {DESCRIBE[table](t, d.record, date)}{' '}
              {t('deleted.by', { by: d.by ?? t('history.theSystem'), at: dateTime(d.at) })}
            </span>{' '}
            <button
              type="button"
              className="btn"
              disabled={restore.isPending}
              onClick={() => restore.mutate({ table, id: d.id })}
            >
              {t('history.restore')}
            </button>
          </li>
        ))}
      </ul>
    </Page>
  );
}
