import { useWatch } from 'react-hook-form';
import { CLASSES } from '@contracts/enums';
import { SUBJECT_FIELDS, SUBJECT_MAX, type SubjectField } from '@contracts/grades';
import { DEFAULT_TOTAL_MARKS, MarksInput, subjectLabel } from '@contracts/marks';
import { Alert } from '../../components/alert';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { type RecordFormProps, useFormOutcome } from '../../lib/use-form-outcome';
import { useZodForm } from '../../lib/use-zod-form';
import { hasSubjects, previewResult, ResultSummary } from './result-preview';

export type MarksFormValues = Record<'student_id' | 'exam_name' | 'class' | SubjectField | 'total_marks', string>;

type Props = RecordFormProps<MarksFormValues, MarksInput>;

const BLANK: MarksFormValues = {
  student_id: '', exam_name: '', class: '', math: '', english: '', physics: '', chemistry: '', odia: '', hindi: '', total_marks: String(DEFAULT_TOTAL_MARKS),
};

/** The spec's marks form, with the result previewed as the teacher types. Blank marks count as 0. */
export function MarksForm({ initial, submitLabel, failureText, onSubmit, onDone }: Props) {
  const form = useZodForm(MarksInput, { ...BLANK, ...initial });
  const { register, handleSubmit, reset, formState } = form;
  const errors = formState.errors as Partial<Record<keyof MarksFormValues, { message?: string }>>;
  const { message, setMessage, save } = useFormOutcome(form, failureText);
  const values = useWatch({ control: form.control }) as Partial<MarksFormValues>;

  const submit = handleSubmit(
    async (input) => {
      const res = await save(() => onSubmit(input));
      if (!res) return;
      // Ready for the next student of the same class and exam.
      if (!initial) reset({ ...BLANK, class: values.class, exam_name: values.exam_name, total_marks: values.total_marks });
      onDone?.(res.message);
    },
    (invalid) => {
      if (invalid.total_marks) setMessage({ kind: 'error', text: String(invalid.total_marks.message) });
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Alert message={message} onClose={() => setMessage(null)} />
      <div className="form-grid">
        <TextField label="Student ID" autoComplete="off" error={errors.student_id?.message} {...register('student_id')} />
        <TextField label="Exam Name" error={errors.exam_name?.message} {...register('exam_name')} />
        <SelectField label="Class" placeholder="Select class" options={CLASSES} error={errors.class?.message} {...register('class')} />
      </div>
      <div className="form-grid marks-subjects">
        {SUBJECT_FIELDS.map((f) => (
          <TextField key={f} label={subjectLabel(f)} type="number" inputMode="numeric" min={0} max={SUBJECT_MAX} step={1} error={errors[f]?.message} {...register(f)} />
        ))}
        <TextField label="Total Marks" type="number" inputMode="numeric" min={1} step={1} error={errors.total_marks?.message} {...register('total_marks')} />
      </div>
      <p className="marks-preview" aria-live="polite">
        {hasSubjects(values) ? (
          <ResultSummary preview={previewResult(values)} total={values.total_marks} />
        ) : (
          <span className="marks-muted">Marks obtained, percentage and grade appear here as you type.</span>
        )}
      </p>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
