import { MarksInput } from '@contracts/marks';
import { FormCard } from '../../components/form-card';
import { Page } from '../../components/page';
import { MARKS_KEY, marksApi } from './marks-api';
import { BLANK_MARKS, MarksFields, totalMarksProblem } from './marks-fields';
import { MarksGridCard } from './marks-grid-card';
import { MarksRecords } from './marks-records';
import './marks.css';

export default function MarksPage() {
  return (
    <Page title="Marks Entry">
      <FormCard
        refresh={MARKS_KEY}
        form={{
          title: 'Enter marks',
          schema: MarksInput,
          defaults: BLANK_MARKS,
          fields: (form) => <MarksFields form={form} />,
          invalid: totalMarksProblem,
          submitLabel: 'Submit',
          submit: marksApi.submit,
          failure: 'Error submitting marks!',
        }}
        // Ready for the next student of the same class and exam.
        after={(form) => {
          const { class: cls, exam_name, total_marks } = form.getValues();
          form.reset({ ...BLANK_MARKS, class: cls, exam_name, total_marks });
        }}
      />
      <MarksGridCard />
      <MarksRecords />
    </Page>
  );
}
