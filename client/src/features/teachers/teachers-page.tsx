import { useState } from 'react';
import { TeacherInput, type Teacher } from '@contracts/teachers';
import { Alert, type AlertMessage } from '../../components/alert';
import { CrudScreen } from '../../components/crud-screen';
import type { Column } from '../../components/data-table';
import { LoginActions } from '../../components/login-actions';
import { TeacherFields } from './teacher-fields';
import { TEACHERS_KEY, TEACHERS_PATH, teachersApi } from './teachers-api';
import { TeachingEditor } from './teaching-editor';

const columns: Column<Teacher>[] = [
  { header: 'Teacher ID', field: 'teacher_id', sortKey: 'teacher_id' },
  { header: 'Name', field: 'name', sortKey: 'name' },
  { header: 'Email', field: 'email', sortKey: 'email' },
  { header: 'Mobile No', field: 'mobile' },
  { header: 'Joining Date', sortKey: 'joining_date', render: (t) => t.joining_date.slice(0, 10) },
  { header: 'Subject', field: 'subject', sortKey: 'subject' },
  { header: 'Class', field: 'class', sortKey: 'class' },
  { header: 'Gender', field: 'gender', sortKey: 'gender' },
];

const empty = { name: '', email: '', mobile: '', joining_date: '', subject: '', class: '', gender: '' } as const;

export default function TeachersPage() {
  const [teachingOf, setTeachingOf] = useState<Teacher | null>(null);
  const [saved, setSaved] = useState<AlertMessage | null>(null);
  return (
    <CrudScreen
      title="Teacher Management"
      rowLabel={(t) => `${t.name} (${t.teacher_id})`}
      notice={
        <>
          <Alert message={saved} onClose={() => setSaved(null)} />
          <TeachingEditor teacher={teachingOf} onClose={() => setTeachingOf(null)} say={setSaved} />
        </>
      }
      rowActions={(t, say) => (
        <>
          <button type="button" className="btn-icon" aria-label={`Teaching of ${t.name} (${t.teacher_id})`} onClick={() => setTeachingOf(t)}>
            Teaching
          </button>
          <LoginActions id={t.teacher_id} label={`${t.name} (${t.teacher_id})`} say={say} />
        </>
      )}
      list={{ key: TEACHERS_KEY, path: TEACHERS_PATH, caption: 'Teachers', columns, rowKey: (t) => t.teacher_id, loadError: () => 'Failed to fetch teachers.', exportPath: `${TEACHERS_PATH}/export`, searchLabel: 'Search teachers' }}
      create={{
        title: "Teacher's Details",
        schema: TeacherInput,
        defaults: empty,
        fields: (form) => <TeacherFields form={form} />,
        submitLabel: 'Add Teacher',
        submit: teachersApi.create,
        failure: 'Error adding teacher!',
        newest: { sort: 'teacher_id', key: (res) => res.teacher_id },
      }}
      edit={{
        title: 'Edit Teacher',
        schema: TeacherInput,
        values: (t) => ({ ...t, joining_date: t.joining_date.slice(0, 10), class: String(t.class) }),
        fields: (form) => <TeacherFields form={form} />,
        submit: (t, values) => teachersApi.update(t.teacher_id, values),
        failure: 'Error updating teacher! Please check the console for details.',
        noSelection: 'Error: No teacher selected for update!',
      }}
      remove={{
        submit: (t) => teachersApi.remove(t.teacher_id),
        failure: 'Error deleting teacher!',
        noSelection: 'Error: No teacher selected for deletion!',
      }}
    />
  );
}
