import { useCallback, useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SUBJECT_FIELDS, SUBJECT_MAX, type SubjectField } from '@contracts/grades';
import { DEFAULT_TOTAL_MARKS, MarksInput, type MarksRecord } from '@contracts/marks';
import { typedMark } from '@contracts/subject-marks';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import type { FormOf } from '../../components/zod-form';
import { serverSentence } from '../../i18n/language';
import { useT } from '../../i18n/use-t';
import { ExamSelect } from './exam-select';
import { useClassExams } from './marks-api';
import { setupClass } from '@contracts/school-fields';
import { useTeachingChoices } from '../../lib/use-teaching';
import { hasSubjects, previewResult, ResultSummary } from './result-preview';

type MarksFormValues = Record<'student_id' | 'exam_name' | 'class' | SubjectField | 'total_marks', string>;

export const BLANK_MARKS: MarksFormValues = {
  student_id: '',
  exam_name: '',
  class: '',
  math: '',
  english: '',
  physics: '',
  chemistry: '',
  odia: '',
  hindi: '',
  total_marks: String(DEFAULT_TOTAL_MARKS),
};

export const marksValues = (r: MarksRecord): MarksFormValues => ({
  student_id: r.student_id,
  exam_name: r.exam_name,
  class: String(r.class),
  ...(Object.fromEntries(SUBJECT_FIELDS.map((f) => [f, typedMark(r, f)])) as Pick<MarksFormValues, SubjectField>),
  total_marks: String(r.total_marks),
});

/** The total's own message ('Total Marks must be greater than zero.') is also said above the form. */
export const totalMarksProblem = (errors: { total_marks?: { message?: unknown } }) =>
  errors.total_marks ? serverSentence(String(errors.total_marks.message)) : null;

/**
 * Total Marks follows the chosen exam's own total until the user types one: the total is the
 * class's, and a subject teacher's save with another total is refused. (The exams are the ones
 * the exam list already fetched.)
 */
function useExamTotal(form: FormOf<typeof MarksInput>, cls: unknown, examName: string | undefined) {
  const parsed = setupClass.safeParse(cls);
  const exams = useClassExams(parsed.success ? parsed.data : null);
  const total = exams.data?.find((e) => e.name.toLowerCase() === (examName ?? '').toLowerCase())?.total_marks;
  useEffect(() => {
    if (total !== undefined && !form.getFieldState('total_marks').isDirty)
      form.setValue('total_marks', String(total) as never);
  }, [form, total]);
}

/** The spec's marks fields, with the result previewed as the teacher types. A blank mark is not entered yet; AB is absent. */
export function MarksFields({ form }: { form: FormOf<typeof MarksInput> }) {
  const t = useT();
  const { register, formState } = form;
  const errors = formState.errors as Partial<Record<keyof MarksFormValues, { message?: string }>>;
  const values = useWatch({ control: form.control }) as Partial<z.input<typeof MarksInput>> as Partial<MarksFormValues>;
  const { setValue } = form;
  const clearExam = useCallback(() => setValue('exam_name', ''), [setValue]);
  useExamTotal(form, values.class, values.exam_name);
  const teaching = useTeachingChoices();
  // The student's section is not known here: the subjects the user enters in any section of the class.
  const mine = values.class ? teaching.subjects(values.class) : [];
  return (
    <>
      <TextField
        label={t('students.studentId')}
        autoComplete="off"
        error={errors.student_id?.message}
        {...register('student_id')}
      />
      <SelectField
        label={t('form.class')}
        placeholder={t('form.selectClass')}
        options={teaching.classes}
        error={errors.class?.message}
        {...register('class')}
      />
      <ExamSelect
        classValue={values.class}
        value={values.exam_name ?? ''}
        onStale={clearExam}
        error={errors.exam_name?.message}
        {...register('exam_name')}
      />
      <div className="form-grid marks-subjects span-all">
        {SUBJECT_FIELDS.map((f) => (
          <TextField
            key={f}
            label={t(`subject.${f}`)}
            autoComplete="off"
            placeholder={t('marks.markHint', { max: SUBJECT_MAX })}
            readOnly={!!values.class && !mine.includes(f)}
            error={errors[f]?.message}
            {...register(f)}
          />
        ))}
        <TextField
          label={t('marks.total')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.total_marks?.message}
          {...register('total_marks')}
        />
      </div>
      <p className="marks-preview span-all" aria-live="polite">
        {hasSubjects(values) ? (
          <ResultSummary preview={previewResult(values)} total={values.total_marks} />
        ) : (
          <span className="marks-muted">{t('marks.previewHint')}</span>
        )}
      </p>
    </>
  );
}
