import { AttendanceInput, type AttendanceRecord } from '@contracts/attendance';
import { CrudScreen } from '../../components/crud-screen';
import type { Column } from '../../components/data-table';
import { useHistoryAction } from '../../components/history-dialog';
import { ATTENDANCE_KEY, attendanceApi } from './attendance-api';
import { AttendanceFields, attendanceUnfilled, attendanceValues } from './attendance-fields';

const columns: Column<AttendanceRecord>[] = [
  { header: 'Student ID', field: 'student_id', sortKey: 'student_id' },
  { header: 'Student Name', field: 'student_name', sortKey: 'student_name' },
  { header: 'Class', field: 'class', sortKey: 'class' },
  { header: 'Section', field: 'section', sortKey: 'section' },
  { header: 'Date', field: 'attendance_date', sortKey: 'attendance_date' },
  { header: 'Status', sortKey: 'status', render: (r) => <span className={`status-badge status-${r.status.toLowerCase()}`}>{r.status}</span> },
];

/** Every attendance record, with the edit dialog and the Yes/No delete. */
const label = (r: AttendanceRecord) => `attendance of ${r.student_name} on ${r.attendance_date}`;

export function AttendanceRecords() {
  const history = useHistoryAction('attendance');
  return (
    <CrudScreen
      as="section"
      title="Attendance records"
      rowLabel={label}
      rowActions={(r) => history.button(r.id, label(r))}
      notice={history.dialog}
      list={{
        key: ATTENDANCE_KEY,
        path: '/attendance',
        caption: 'Attendance records',
        columns,
        rowKey: (r) => r.id,
        loadError: 'Failed to fetch attendance data.',
        searchLabel: 'Search attendance',
        filters: [
          { param: 'class', label: 'Class', kind: 'class' },
          { param: 'date', label: 'Date', kind: 'date' },
          { param: 'year_id', label: 'Year', kind: 'year' },
        ],
      }}
      edit={{
        title: 'Edit Attendance',
        schema: AttendanceInput,
        values: attendanceValues,
        fields: (form, { row }) => <AttendanceFields form={form} initial={row} />,
        invalid: attendanceUnfilled,
        submit: (r, values) => attendanceApi.update({ ...values, id: r.id }),
        failure: 'Error updating attendance!',
      }}
      remove={{ submit: (r) => attendanceApi.remove(r.id), failure: 'Error deleting attendance!' }}
    />
  );
}
