import { MarksInput } from '@contracts/marks';
import { FormCard } from '../../components/form-card';
import { Page } from '../../components/page';
import { useT } from '../../i18n/use-t';
import { MARKS_KEY, marksApi } from './marks-api';
import { BLANK_MARKS, MarksFields, totalMarksProblem } from './marks-fields';
import { MarksGridCard } from './marks-grid-card';
import { MarksRecords } from './marks-records';
import './marks.css';

export default function MarksPage() {
  const t = useT();
  return (
    <Page title={t('menu.marksEntry')}>
      {/* The whole class first: it is what a teacher uses; the one-pupil form is for a late mark. */}
      <MarksGridCard />
      <FormCard
        refresh={MARKS_KEY}
        form={{
          title: t('marks.enter'),
          schema: MarksInput,
          defaults: BLANK_MARKS,
          fields: (form) => <MarksFields form={form} />,
          invalid: totalMarksProblem,
          submitLabel: t('teach.submit'),
          submit: marksApi.submit,
          failure: t('marks.submitFailed'),
        }}
        // Ready for the next student of the same class and exam.
        after={(form) => {
          const { class: cls, exam_name, total_marks } = form.getValues();
          form.reset({ ...BLANK_MARKS, class: cls, exam_name, total_marks });
        }}
      />
      <MarksRecords />
    </Page>
  );
}
