import { Link } from 'react-router-dom';
import type { AssignmentRecord } from '@contracts/assignments';
import { CrudScreen } from '../../components/crud-screen';
import type { Column } from '../../components/data-table';
import { FileLinks } from '../../components/file-preview';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { assignmentSubmissionsPath } from '../../lib/paths';
import { uploadForm, useUpload } from '../../lib/use-upload';
import {
  AssignmentFields,
  AssignmentForm,
  assignmentMissing,
  assignmentParts,
  assignmentValues,
  blankAssignment,
} from './assignment-fields';
import { ASSIGNMENTS_KEY, ASSIGNMENTS_PATH, type AssignmentSaved, removeAssignment } from './assignments-api';
import './assignments.css';

/** The due date when one was set, and whether the assignment is closed to late work. */
function DueCell({ assignment: a }: { assignment: AssignmentRecord }) {
  const t = useT();
  const { date } = useFormat();
  return (
    <>
      {a.due_date ? date(a.due_date) : '—'}
      {a.closed && <span className="assignment-closed"> ({t('assignments.closedBadge')})</span>}
    </>
  );
}

const columns = (t: ReturnType<typeof useT>): Column<AssignmentRecord>[] => [
  { header: t('boards.title'), field: 'title', sortKey: 'title' },
  { header: t('receipt.date'), field: 'date', sortKey: 'date', date: true },
  { header: t('assignments.due'), render: (a) => <DueCell assignment={a} /> },
  { header: t('form.class'), field: 'class', sortKey: 'class' },
  {
    header: t('assignments.description'),
    render: (a) => <span className="assignment-description">{a.description}</span>,
  },
  { header: t('boards.file'), render: (a) => <FileLinks file={a} label={a.title} /> },
  {
    header: t('submissions.header'),
    render: (a) => (
      <Link to={assignmentSubmissionsPath(a.id)} aria-label={t('submissions.openFor', { title: a.title })}>
        {t('submissions.open')}
      </Link>
    ),
  },
];

/** Teachers set work for a class: form with file, table, edit dialog, Yes/No delete. */
export default function AssignmentsPage() {
  const t = useT();
  const adding = useUpload();
  const updating = useUpload();
  return (
    <CrudScreen
      title={t('menu.assignmentManagement')}
      rowLabel={(a) => a.title}
      list={{
        key: ASSIGNMENTS_KEY,
        path: ASSIGNMENTS_PATH,
        caption: t('menu.assignments'),
        columns: columns(t),
        rowKey: (a) => a.id,
        loadError: t('assignments.loadFailed'),
      }}
      create={{
        title: t('assignments.addOne'),
        schema: AssignmentForm,
        defaults: blankAssignment,
        fields: (form) => <AssignmentFields form={form} progress={adding.progress} />,
        missing: assignmentMissing(true),
        submitLabel: t('assignments.add'),
        busyLabel: t('boards.uploading'),
        submit: ({ file, ...values }) =>
          adding.send<AssignmentSaved>('POST', ASSIGNMENTS_PATH, uploadForm(assignmentParts(values), file)),
        failure: t('assignments.addFailed'),
      }}
      edit={{
        title: t('assignments.edit'),
        schema: AssignmentForm,
        values: assignmentValues,
        fields: (form, { row }) => <AssignmentFields form={form} progress={updating.progress} editing={row} />,
        missing: assignmentMissing(false),
        submit: (a, { file, ...values }) =>
          updating.send<AssignmentSaved>(
            'PUT',
            ASSIGNMENTS_PATH,
            uploadForm({ ...assignmentParts(values), assignment_id: a.id }, file),
          ),
        failure: t('assignments.updateFailed'),
      }}
      remove={{ submit: removeAssignment, failure: t('assignments.deleteFailed') }}
    />
  );
}
