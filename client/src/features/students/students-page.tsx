import { useState } from 'react';
import { StudentInput, type Student } from '@contracts/students';
import { Alert, type AlertMessage } from '../../components/alert';
import { CrudScreen } from '../../components/crud-screen';
import type { Column } from '../../components/data-table';
import { LoginActions } from '../../components/login-actions';
import type { FormDefaults } from '../../components/zod-form';
import { ApiError } from '../../lib/api-client';
import { StudentFields } from './student-fields';
import { StudentStatusActions, WithdrawDialog } from './student-status-actions';
import { STUDENTS_KEY, STUDENTS_PATH, studentsApi } from './students-api';

const columns: Column<Student>[] = [
  { header: 'Student ID', field: 'student_id', sortKey: 'student_id' },
  { header: 'Name', field: 'name', sortKey: 'name' },
  { header: 'Date of Birth', sortKey: 'dob', render: (s) => s.dob.slice(0, 10), secondary: true },
  { header: 'Class', field: 'class', sortKey: 'class' },
  { header: 'Section', field: 'section', sortKey: 'section' },
  { header: 'Gender', field: 'gender', sortKey: 'gender', secondary: true },
  { header: "Father's Name", field: 'father_name', secondary: true },
  { header: "Mother's Name", field: 'mother_name', secondary: true },
  { header: 'Email', field: 'email', sortKey: 'email' },
  { header: 'Mobile', field: 'mobile', secondary: true },
  { header: 'Address', field: 'address', secondary: true },
  { header: 'Guardians', render: (s) => (s.guardians ?? []).map((g) => `${g.name} (${g.guardian_id})`).join(', '), secondary: true },
  { header: 'Status', render: (s) => (s.status === 'withdrawn' ? `withdrawn ${s.withdrawn_on ?? ''}: ${s.withdraw_reason ?? ''}` : s.status) },
];

// The list shows students on the roll unless another status is chosen.
const STATUS_FILTER = {
  param: 'status',
  label: 'Status',
  kind: 'options',
  options: [
    { value: '', label: 'Active' },
    { value: 'withdrawn', label: 'Withdrawn' },
    { value: 'graduated', label: 'Graduated' },
    { value: 'all', label: 'All' },
  ],
} as const;

const CLASS_FILTER = { param: 'class', label: 'Class', kind: 'class' } as const;
const SECTION_FILTER = { param: 'section', label: 'Section', kind: 'section' } as const;

// Gender starts as Male, as on the original screen.
const empty: FormDefaults<typeof StudentInput> = { name: '', dob: '', class: '', section: '', gender: 'Male', father_name: '', mother_name: '', email: '', mobile: '', address: '', guardians: [] };

export default function StudentsPage() {
  const [withdrawing, setWithdrawing] = useState<Student | null>(null);
  const [notice, setNotice] = useState<AlertMessage | null>(null);
  return (
    <CrudScreen
      title="Student Management"
      notice={
        <>
          <Alert message={notice} onClose={() => setNotice(null)} />
          <WithdrawDialog student={withdrawing} onClose={() => setWithdrawing(null)} say={setNotice} />
        </>
      }
      rowLabel={(s) => `${s.name} (${s.student_id})`}
      rowActions={(s, say) => (
        <>
          <StudentStatusActions student={s} onWithdraw={setWithdrawing} say={say} />
          <LoginActions id={s.student_id} label={`${s.name} (${s.student_id})`} say={say} />
        </>
      )}
      list={{ key: STUDENTS_KEY, path: STUDENTS_PATH, caption: 'Students', columns, rowKey: (s) => s.student_id, loadError: () => 'Failed to fetch students.', exportPath: `${STUDENTS_PATH}/export`, searchLabel: 'Search students', filters: [CLASS_FILTER, SECTION_FILTER, STATUS_FILTER] }}
      create={{
        title: "Student's Details",
        schema: StudentInput,
        defaults: empty,
        fields: (form) => <StudentFields form={form} />,
        submitLabel: 'Add Student',
        submit: studentsApi.create,
        failure: 'Error adding student!',
        newest: { sort: 'student_id', key: (res) => res.student_id },
      }}
      edit={{
        title: 'Edit Student',
        schema: StudentInput,
        values: ({ auto_id: _id, student_id: _sid, status: _st, withdrawn_on: _on, withdraw_reason: _why, guardians, ...s }) => ({ ...s, dob: s.dob.slice(0, 10), class: String(s.class), guardians: (guardians ?? []).map(({ guardian_id: _gid, ...g }) => g) }),
        fields: (form) => <StudentFields form={form} />,
        submit: (s, values) => studentsApi.update({ ...values, id: s.auto_id }),
        failure: 'Error updating student!',
      }}
      remove={{
        confirm: (s) => `Are you sure you want to delete student ${s.name} (${s.student_id})?`,
        submit: (s) => studentsApi.remove(s.student_id),
        failure: 'Error deleting student! Please check the console for details.',
        noSelection: 'Error: Student ID is required!',
        // A student with records on file cannot be deleted: offer to withdraw them instead.
        refused: (s, err) => {
          if (err instanceof ApiError && err.status === 409 && s.status === 'active') setWithdrawing(s);
        },
      }}
    />
  );
}
