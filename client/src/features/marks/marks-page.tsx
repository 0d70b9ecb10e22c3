import { useState } from 'react';
import { MarksInput } from '@contracts/marks';
import { Alert, type AlertMessage } from '../../components/alert';
import { Page } from '../../components/page';
import { ZodForm } from '../../components/zod-form';
import { useSubmit } from '../../lib/use-submit';
import { MARKS_KEY, marksApi } from './marks-api';
import { BLANK_MARKS, MarksFields, totalMarksProblem } from './marks-fields';
import { MarksGridCard } from './marks-grid-card';
import { MarksRecords } from './marks-records';
import './marks.css';

/** One student's marks; after a save it is ready for the next student of the same class and exam. */
function EnterMarksCard() {
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const save = useSubmit({ send: marksApi.submit, failure: 'Error submitting marks!', refresh: MARKS_KEY, say: setMessage });
  return (
    <section className="card" aria-labelledby="marks-one-title">
      <h2 id="marks-one-title">Enter marks</h2>
      <Alert message={message} onClose={() => setMessage(null)} />
      <ZodForm
        schema={MarksInput}
        defaultValues={BLANK_MARKS}
        submitLabel="Submit"
        busy={save.busy}
        checks={{ invalid: totalMarksProblem }}
        say={setMessage}
        onSubmit={(values, form) =>
          save.submit(values, form, () => {
            const { class: cls, exam_name, total_marks } = form.getValues();
            form.reset({ ...BLANK_MARKS, class: cls, exam_name, total_marks });
          })
        }
      >
        {(form) => <MarksFields form={form} />}
      </ZodForm>
    </section>
  );
}

export default function MarksPage() {
  return (
    <Page title="Marks Entry">
      <EnterMarksCard />
      <MarksGridCard />
      <MarksRecords />
    </Page>
  );
}
