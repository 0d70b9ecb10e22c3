import { SUBJECT_FIELDS } from '@contracts/grades';
import { type MarksRecord, subjectLabel } from '@contracts/marks';
import { Alert } from '../../components/alert';
import { type Column, DataTable } from '../../components/data-table';
import { Modal } from '../../components/modal';
import { useRecordActions } from '../../components/record-actions';
import { errorText } from '../../lib/api-client';
import { useList } from '../../lib/use-list';
import { MARKS_KEY, marksApi, useMarksMutation } from './marks-api';
import { MarksForm, type MarksFormValues } from './marks-form';

const columns: Column<MarksRecord>[] = [
  { header: 'Student ID', field: 'student_id', sortKey: 'student_id' },
  { header: 'Name', field: 'student_name', sortKey: 'student_name' },
  { header: 'Class', field: 'class', sortKey: 'class' },
  { header: 'Section', field: 'section', sortKey: 'section' },
  { header: 'Exam', field: 'exam_name', sortKey: 'exam_name' },
  // The result first: on a narrow screen the subjects are what scrolls out of view.
  { header: 'Obtained', field: 'marks_obtained', sortKey: 'marks_obtained' },
  { header: 'Total Marks', field: 'total_marks' },
  { header: 'Percentage', sortKey: 'percentage', render: (r) => `${r.percentage.toFixed(2)}%` },
  { header: 'Grade', sortKey: 'grade', render: (r) => <strong className={`grade grade-${r.grade}`}>{r.grade}</strong> },
  ...SUBJECT_FIELDS.map((f): Column<MarksRecord> => ({ header: subjectLabel(f), field: f })),
];

const formValues = (r: MarksRecord): MarksFormValues => ({
  student_id: r.student_id,
  exam_name: r.exam_name,
  class: String(r.class),
  ...(Object.fromEntries(SUBJECT_FIELDS.map((f) => [f, String(r[f])])) as Pick<MarksFormValues, (typeof SUBJECT_FIELDS)[number]>),
  total_marks: String(r.total_marks),
});

/** Every marks record, with the edit dialog and the Yes/No delete. */
export function MarksRecords() {
  const list = useList<MarksRecord>(MARKS_KEY, '/admin/marks');
  const update = useMarksMutation(marksApi.update);
  const remove = useMarksMutation(marksApi.remove);
  const rec = useRecordActions<MarksRecord>({
    remove: (r) => remove.mutateAsync(r.marks_id),
    deleteFailure: 'Error deleting mark!',
    describe: (r) => `marks of ${r.student_name} in ${r.exam_name}`,
  });

  const editing = rec.editing;

  return (
    <section aria-labelledby="marks-records-title">
      <h2 id="marks-records-title">Marks records</h2>
      <Alert message={rec.message} onClose={rec.clearMessage} />
      {list.error && <Alert message={{ kind: 'error', text: errorText(list.error, 'Failed to fetch marks data.') }} />}
      <DataTable
        caption="Marks records"
        columns={columns}
        rows={list.rows}
        rowKey={(r) => r.marks_id}
        total={list.total}
        params={list.params}
        onParamsChange={list.setParams}
        loading={list.isLoading}
        serial
        searchLabel="Search marks"
        actions={rec.actions}
      />
      <Modal open={editing !== null} title="Edit Marks" onClose={rec.closeEdit}>
        {editing && (
          <MarksForm
            initial={formValues(editing)}
            submitLabel="Update"
            failureText="Error updating marks!"
            onSubmit={(input) => update.mutateAsync({ ...input, id: editing.marks_id })}
            onDone={rec.edited}
          />
        )}
      </Modal>
      {rec.confirm}
    </section>
  );
}
