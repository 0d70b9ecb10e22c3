import type { AssignmentRecord } from '@contracts/assignments';
import { CrudScreen } from '../../components/crud-screen';
import type { Column } from '../../components/data-table';
import { FileLinks } from '../../components/file-preview';
import { uploadForm, useUpload } from '../../lib/use-upload';
import { AssignmentFields, AssignmentForm, assignmentMissing, assignmentValues, blankAssignment } from './assignment-fields';
import { ASSIGNMENTS_KEY, ASSIGNMENTS_PATH, type AssignmentSaved, removeAssignment } from './assignments-api';
import './assignments.css';

const columns: Column<AssignmentRecord>[] = [
  { header: 'Title', field: 'title', sortKey: 'title' },
  { header: 'Date', field: 'date', sortKey: 'date' },
  { header: 'Class', field: 'class', sortKey: 'class' },
  { header: 'Description', render: (a) => <span className="assignment-description">{a.description}</span> },
  { header: 'File', render: (a) => <FileLinks file={a} label={a.title} /> },
];

/** Teachers set work for a class: form with file, table, edit dialog, Yes/No delete. */
export default function AssignmentsPage() {
  const adding = useUpload();
  const updating = useUpload();
  return (
    <CrudScreen
      title="Assignment Management"
      rowLabel={(a) => a.title}
      list={{ key: ASSIGNMENTS_KEY, path: ASSIGNMENTS_PATH, caption: 'Assignments', columns, rowKey: (a) => a.id, loadError: 'Failed to fetch assignments.' }}
      create={{
        title: 'Add an assignment',
        schema: AssignmentForm,
        defaults: blankAssignment,
        fields: (form) => <AssignmentFields form={form} progress={adding.progress} />,
        missing: assignmentMissing(true),
        submitLabel: 'Add Assignment',
        busyLabel: 'Uploading…',
        submit: ({ file, ...values }) => adding.send<AssignmentSaved>('POST', ASSIGNMENTS_PATH, uploadForm(values, file)),
        failure: 'Error adding assignment!',
      }}
      edit={{
        title: 'Edit Assignment',
        schema: AssignmentForm,
        values: assignmentValues,
        fields: (form, { row }) => <AssignmentFields form={form} progress={updating.progress} editing={row} />,
        missing: assignmentMissing(false),
        submit: (a, { file, ...values }) => updating.send<AssignmentSaved>('PUT', ASSIGNMENTS_PATH, uploadForm({ ...values, assignment_id: a.id }, file)),
        failure: 'Error updating assignment!',
      }}
      remove={{ submit: removeAssignment, failure: 'Error deleting assignment!' }}
    />
  );
}
