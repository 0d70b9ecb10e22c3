import type { z } from 'zod';
import { DEFAULT_SUBJECT_MAX, type ExamInput, type ExamRecord } from '@contracts/exams';
import { SUBJECT_MAX } from '@contracts/grades';
import { FormDateField } from '../../components/date-field';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { bind, type FormOf } from '../../components/zod-form';
import { useT } from '../../i18n/use-t';
import { useSchoolPlaces } from '../../lib/school-setup';

type ExamFormValues = Record<keyof z.input<typeof ExamInput>, string>;

export const BLANK_EXAM: ExamFormValues = {
  name: '',
  class: '',
  starts_on: '',
  ends_on: '',
  subject_max: String(DEFAULT_SUBJECT_MAX),
};

export const examValues = (e: ExamRecord): ExamFormValues => ({
  name: e.name,
  class: String(e.class),
  starts_on: e.starts_on ?? '',
  ends_on: e.ends_on ?? '',
  subject_max: String(e.subject_max),
});

/** An exam's name, class, days and maximum marks per subject (the same for all six). */
export function ExamFields({ form }: { form: FormOf<typeof ExamInput> }) {
  const t = useT();
  const places = useSchoolPlaces();
  const f = (name: keyof ExamFormValues) => bind(form, name);
  return (
    <>
      <TextField label={t('marks.examName')} required autoComplete="off" {...f('name')} />
      <SelectField
        label={t('form.class')}
        required
        placeholder={t('form.selectClass')}
        options={places.classes}
        {...f('class')}
      />
      <FormDateField label={t('years.firstDay')} form={form} name="starts_on" />
      <FormDateField label={t('years.lastDay')} form={form} name="ends_on" />
      <TextField
        label={t('exams.maxPerSubject')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={`1-${SUBJECT_MAX}`}
        {...f('subject_max')}
      />
    </>
  );
}
