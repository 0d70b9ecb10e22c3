import { SUBJECT_FIELDS } from '@contracts/grades';
import { MarksInput, type MarksRecord } from '@contracts/marks';
import { typedMark } from '@contracts/subject-marks';
import { CrudScreen } from '../../components/crud-screen';
import type { Column } from '../../components/data-table';
import { useHistoryAction } from '../../components/history-dialog';
import { useT } from '../../i18n/use-t';
import { studentColumns } from '../../components/student-columns';
import { MARKS_KEY, marksApi } from './marks-api';
import { MarksFields, marksValues, totalMarksProblem } from './marks-fields';
import { usePercentText } from '../../lib/use-percent';
import { GradeBadge } from './result-preview';

type Texts = ReturnType<typeof useT>;

const columns = (t: Texts, percentText: ReturnType<typeof usePercentText>): Column<MarksRecord>[] => [
  ...studentColumns<MarksRecord>(t, 'form.name'),
  { header: t('marks.exam'), field: 'exam_name', sortKey: 'exam_name' },
  // The result first: on a narrow screen the subjects are what scrolls out of view.
  { header: t('marks.obtained'), sortKey: 'marks_obtained', render: (r) => r.marks_obtained ?? '—' },
  { header: t('marks.total'), field: 'total_marks' },
  { header: t('reportCard.percentage'), sortKey: 'percentage', render: (r) => percentText(r.percentage) },
  { header: t('reportCard.grade'), sortKey: 'grade', render: (r) => <GradeBadge grade={r.grade} /> },
  ...SUBJECT_FIELDS.map((f): Column<MarksRecord> => ({
    header: t(`subject.${f}`),
    render: (r) => typedMark(r, f) || '—',
  })),
];

/** Every marks record, with the edit dialog and the Yes/No delete. */
const rowLabel = (t: Texts) => (r: MarksRecord) => t('marks.rowLabel', { name: r.student_name, exam: r.exam_name });

export function MarksRecords() {
  const t = useT();
  const percentText = usePercentText();
  const label = rowLabel(t);
  const history = useHistoryAction('marks');
  return (
    <CrudScreen
      as="section"
      title={t('marks.records')}
      rowLabel={label}
      rowActions={(r) => history.button(r.marks_id, label(r))}
      notice={history.dialog}
      list={{
        key: MARKS_KEY,
        path: '/admin/marks',
        caption: t('marks.records'),
        columns: columns(t, percentText),
        rowKey: (r) => r.marks_id,
        loadError: t('marks.loadFailed'),
        searchLabel: t('marks.search'),
      }}
      edit={{
        title: t('marks.edit'),
        schema: MarksInput,
        values: marksValues,
        fields: (form) => <MarksFields form={form} />,
        invalid: totalMarksProblem,
        submit: (r, values) => marksApi.update({ ...values, id: r.marks_id }),
        failure: t('marks.updateFailed'),
      }}
      remove={{ submit: (r) => marksApi.remove(r.marks_id), failure: t('marks.deleteFailed') }}
    />
  );
}
