import { ExamInput, type ExamRecord } from '@contracts/exams';
import { CrudScreen } from '../../components/crud-screen';
import type { Column } from '../../components/data-table';
import { useT } from '../../i18n/use-t';
import { BLANK_EXAM, ExamFields, examValues } from './exam-fields';
import { EXAMS_KEY, EXAMS_PATH, examsApi } from './exams-api';

const columns = (t: ReturnType<typeof useT>): Column<ExamRecord>[] => [
  { header: t('marks.examName'), field: 'name', sortKey: 'name' },
  { header: t('form.class'), field: 'class', sortKey: 'class' },
  { header: t('years.firstDay'), field: 'starts_on', sortKey: 'starts_on', date: true },
  { header: t('years.lastDay'), field: 'ends_on', date: true },
  { header: t('exams.maxShort'), field: 'subject_max' },
  { header: t('marks.total'), field: 'total_marks' },
];

/** The school's exams: teachers choose one of them when they enter marks. */
export default function ExamsPage() {
  const t = useT();
  return (
    <CrudScreen
      title={t('menu.exams')}
      rowLabel={(e) => t('exams.rowLabel', { name: e.name, class: e.class })}
      list={{
        key: EXAMS_KEY,
        path: EXAMS_PATH,
        caption: t('menu.exams'),
        columns: columns(t),
        rowKey: (e) => e.id,
        loadError: t('exams.loadFailed'),
        searchLabel: t('exams.search'),
        filters: [
          { param: 'class', label: t('fees.byClass'), kind: 'class' },
          { param: 'year_id', label: t('fees.byYear'), kind: 'year' },
        ],
      }}
      create={{
        title: t('exams.details'),
        schema: ExamInput,
        defaults: BLANK_EXAM,
        fields: (form) => <ExamFields form={form} />,
        submitLabel: t('exams.add'),
        submit: examsApi.create,
        failure: t('exams.addFailed'),
      }}
      edit={{
        title: t('exams.edit'),
        schema: ExamInput,
        values: examValues,
        fields: (form) => <ExamFields form={form} />,
        submit: (e, values) => examsApi.update({ ...values, id: e.id }),
        failure: t('exams.updateFailed'),
      }}
      remove={{ submit: (e) => examsApi.remove(e.id), failure: t('exams.deleteFailed') }}
    />
  );
}
