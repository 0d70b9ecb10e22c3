import { AttendanceInput, type AttendanceRecord } from '@contracts/attendance';
import { CrudScreen } from '../../components/crud-screen';
import type { Column } from '../../components/data-table';
import { useHistoryAction } from '../../components/history-dialog';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { studentColumns } from '../../components/student-columns';
import { ATTENDANCE_KEY, attendanceApi } from './attendance-api';
import { AttendanceFields, attendanceUnfilled, attendanceValues } from './attendance-fields';
import { StatusBadge } from './status-badge';

type Texts = ReturnType<typeof useT>;

const columns = (t: Texts): Column<AttendanceRecord>[] => [
  ...studentColumns<AttendanceRecord>(t, 'reportCard.studentName'),
  { header: t('receipt.date'), field: 'attendance_date', sortKey: 'attendance_date', date: true },
  { header: t('form.status'), sortKey: 'status', render: (r) => <StatusBadge status={r.status} /> },
];

/** Every attendance record, with the edit dialog and the Yes/No delete. */
const rowLabel = (t: Texts, date: (iso: string) => string) => (r: AttendanceRecord) =>
  t('attendance.rowLabel', { name: r.student_name, date: date(r.attendance_date) });

export function AttendanceRecords() {
  const t = useT();
  const label = rowLabel(t, useFormat().date);
  const history = useHistoryAction('attendance');
  return (
    <CrudScreen
      as="section"
      title={t('attendance.records')}
      rowLabel={label}
      rowActions={(r) => history.button(r.id, label(r))}
      notice={history.dialog}
      list={{
        key: ATTENDANCE_KEY,
        path: '/attendance',
        caption: t('attendance.records'),
        columns: columns(t),
        rowKey: (r) => r.id,
        loadError: t('attendance.loadFailed'),
        searchLabel: t('attendance.search'),
        filters: [
          { param: 'class', label: t('form.class'), kind: 'class' },
          { param: 'date', label: t('receipt.date'), kind: 'date' },
          { param: 'year_id', label: t('years.year'), kind: 'year' },
        ],
      }}
      edit={{
        title: t('attendance.edit'),
        schema: AttendanceInput,
        values: attendanceValues,
        fields: (form, { row }) => <AttendanceFields form={form} initial={row} />,
        invalid: attendanceUnfilled,
        submit: (r, values) => attendanceApi.update({ ...values, id: r.id }),
        failure: t('attendance.updateFailed'),
      }}
      remove={{ submit: (r) => attendanceApi.remove(r.id), failure: t('attendance.deleteFailed') }}
    />
  );
}
