import { useState } from 'react';
import type { AttendanceRecord } from '@contracts/attendance';
import { CLASSES } from '@contracts/enums';
import { Alert } from '../../components/alert';
import { type Column, DataTable } from '../../components/data-table';
import { Modal } from '../../components/modal';
import { useRecordActions } from '../../components/record-actions';
import { errorText } from '../../lib/api-client';
import { useList } from '../../lib/use-list';
import { ATTENDANCE_KEY, attendanceApi, useAttendanceMutation } from './attendance-api';
import { AttendanceForm } from './attendance-form';

const columns: Column<AttendanceRecord>[] = [
  { header: 'Student ID', field: 'student_id', sortKey: 'student_id' },
  { header: 'Student Name', field: 'student_name', sortKey: 'student_name' },
  { header: 'Class', field: 'class', sortKey: 'class' },
  { header: 'Section', field: 'section', sortKey: 'section' },
  { header: 'Date', field: 'attendance_date', sortKey: 'attendance_date' },
  { header: 'Status', sortKey: 'status', render: (r) => <span className={`status-badge status-${r.status.toLowerCase()}`}>{r.status}</span> },
];

/** Every attendance record, with the edit dialog and the Yes/No delete. */
export function AttendanceRecords() {
  const [filter, setFilter] = useState({ class: '', date: '' });
  const list = useList<AttendanceRecord>(ATTENDANCE_KEY, '/attendance', filter);
  const filterBy = (next: Partial<typeof filter>) => {
    setFilter({ ...filter, ...next });
    list.setParams({ page: 1 });
  };
  const update = useAttendanceMutation(attendanceApi.update);
  const remove = useAttendanceMutation(attendanceApi.remove);
  const rec = useRecordActions<AttendanceRecord>({
    remove: (r) => remove.mutateAsync(r.id),
    deleteFailure: 'Error deleting attendance!',
    describe: (r) => `attendance of ${r.student_name} on ${r.attendance_date}`,
  });

  const editing = rec.editing;

  return (
    <section aria-labelledby="attendance-records-title">
      <h2 id="attendance-records-title">Attendance records</h2>
      <Alert message={rec.message} onClose={rec.clearMessage} />
      {list.error && <Alert message={{ kind: 'error', text: errorText(list.error, 'Failed to fetch attendance data.') }} />}
      <DataTable
        caption="Attendance records"
        columns={columns}
        rows={list.rows}
        rowKey={(r) => r.id}
        total={list.total}
        params={list.params}
        onParamsChange={list.setParams}
        loading={list.isLoading}
        serial
        searchLabel="Search attendance"
        toolbar={
          <>
            <label className="inline-filter">
              Class{' '}
              <select value={filter.class} onChange={(e) => filterBy({ class: e.target.value })}>
                <option value="">All</option>
                {CLASSES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
            <label className="inline-filter">
              Date <input type="date" value={filter.date} onChange={(e) => filterBy({ date: e.target.value })} />
            </label>
          </>
        }
        actions={rec.actions}
      />
      <Modal open={editing !== null} title="Edit Attendance" onClose={rec.closeEdit}>
        {editing && (
          <AttendanceForm
            initial={{ student_id: editing.student_id, student_name: editing.student_name, class: String(editing.class), attendance_date: editing.attendance_date, status: editing.status }}
            submitLabel="Update"
            failureText="Error updating attendance!"
            onSubmit={(input) => update.mutateAsync({ ...input, id: editing.id })}
            onDone={rec.edited}
          />
        )}
      </Modal>
      {rec.confirm}
    </section>
  );
}
