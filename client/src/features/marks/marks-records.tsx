import { SUBJECT_FIELDS } from '@contracts/grades';
import { MarksInput, type MarksRecord, subjectLabel } from '@contracts/marks';
import { typedMark } from '@contracts/subject-marks';
import { CrudScreen } from '../../components/crud-screen';
import type { Column } from '../../components/data-table';
import { useHistoryAction } from '../../components/history-dialog';
import { MARKS_KEY, marksApi } from './marks-api';
import { MarksFields, marksValues, totalMarksProblem } from './marks-fields';
import { GradeBadge, percentText } from './result-preview';

const columns: Column<MarksRecord>[] = [
  { header: 'Student ID', field: 'student_id', sortKey: 'student_id' },
  { header: 'Name', field: 'student_name', sortKey: 'student_name' },
  { header: 'Class', field: 'class', sortKey: 'class' },
  { header: 'Section', field: 'section', sortKey: 'section' },
  { header: 'Exam', field: 'exam_name', sortKey: 'exam_name' },
  // The result first: on a narrow screen the subjects are what scrolls out of view.
  { header: 'Obtained', sortKey: 'marks_obtained', render: (r) => r.marks_obtained ?? '—' },
  { header: 'Total Marks', field: 'total_marks' },
  { header: 'Percentage', sortKey: 'percentage', render: (r) => percentText(r.percentage) },
  { header: 'Grade', sortKey: 'grade', render: (r) => <GradeBadge grade={r.grade} /> },
  ...SUBJECT_FIELDS.map((f): Column<MarksRecord> => ({ header: subjectLabel(f), render: (r) => typedMark(r, f) || '—' })),
];

/** Every marks record, with the edit dialog and the Yes/No delete. */
const label = (r: MarksRecord) => `marks of ${r.student_name} in ${r.exam_name}`;

export function MarksRecords() {
  const history = useHistoryAction('marks');
  return (
    <CrudScreen
      as="section"
      title="Marks records"
      rowLabel={label}
      rowActions={(r) => history.button(r.marks_id, label(r))}
      notice={history.dialog}
      list={{ key: MARKS_KEY, path: '/admin/marks', caption: 'Marks records', columns, rowKey: (r) => r.marks_id, loadError: 'Failed to fetch marks data.', searchLabel: 'Search marks' }}
      edit={{
        title: 'Edit Marks',
        schema: MarksInput,
        values: marksValues,
        fields: (form) => <MarksFields form={form} />,
        invalid: totalMarksProblem,
        submit: (r, values) => marksApi.update({ ...values, id: r.marks_id }),
        failure: 'Error updating marks!',
      }}
      remove={{ submit: (r) => marksApi.remove(r.marks_id), failure: 'Error deleting mark!' }}
    />
  );
}
