import { ExamInput, type ExamRecord } from '@contracts/exams';
import { CrudScreen } from '../../components/crud-screen';
import type { Column } from '../../components/data-table';
import { BLANK_EXAM, ExamFields, examValues } from './exam-fields';
import { EXAMS_KEY, EXAMS_PATH, examsApi } from './exams-api';

const columns: Column<ExamRecord>[] = [
  { header: 'Exam Name', field: 'name', sortKey: 'name' },
  { header: 'Class', field: 'class', sortKey: 'class' },
  { header: 'First day', render: (e) => e.starts_on ?? '—', sortKey: 'starts_on' },
  { header: 'Last day', render: (e) => e.ends_on ?? '—' },
  { header: 'Max per subject', field: 'subject_max' },
  { header: 'Total Marks', field: 'total_marks' },
];

/** The school's exams: teachers choose one of them when they enter marks. */
export default function ExamsPage() {
  return (
    <CrudScreen
      title="Exams"
      rowLabel={(e) => `${e.name}, class ${e.class}`}
      list={{
        key: EXAMS_KEY,
        path: EXAMS_PATH,
        caption: 'Exams',
        columns,
        rowKey: (e) => e.id,
        loadError: 'Failed to fetch exams.',
        searchLabel: 'Search exams',
        filters: [
          { param: 'class', label: 'Filter by class', kind: 'class' },
          { param: 'year_id', label: 'Filter by year', kind: 'year' },
        ],
      }}
      create={{ title: 'Exam Details', schema: ExamInput, defaults: BLANK_EXAM, fields: (form) => <ExamFields form={form} />, submitLabel: 'Add Exam', submit: examsApi.create, failure: 'Error adding exam!' }}
      edit={{
        title: 'Edit Exam',
        schema: ExamInput,
        values: examValues,
        fields: (form) => <ExamFields form={form} />,
        submit: (e, values) => examsApi.update({ ...values, id: e.id }),
        failure: 'Error updating exam!',
      }}
      remove={{ submit: (e) => examsApi.remove(e.id), failure: 'Error deleting exam!' }}
    />
  );
}
