import type { z } from 'zod';
import type { TeacherInput } from '@contracts/teachers';
import { FormDateField } from '../../components/date-field';
import { genderOptions, subjectOptions } from '../../components/choices';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { bind, type FormOf } from '../../components/zod-form';
import { useT } from '../../i18n/use-t';
import { useSchoolPlaces } from '../../lib/school-setup';

type Form = FormOf<typeof TeacherInput>;
type TeacherFormValues = z.input<typeof TeacherInput>;

/** The fields of the Teacher's Details form, shared by the add form and the Edit Teacher dialog. */
export function TeacherFields({ form }: { form: Form }) {
  const t = useT();
  const places = useSchoolPlaces();
  const f = (name: keyof TeacherFormValues & string) => bind(form, name);
  return (
    <>
      <TextField label={t('form.name')} required autoComplete="off" {...f('name')} />
      <TextField label={t('form.email')} type="email" required autoComplete="off" {...f('email')} />
      <TextField
        label={t('form.mobileNo')}
        type="tel"
        inputMode="numeric"
        required
        autoComplete="off"
        {...f('mobile')}
      />
      <FormDateField label={t('teachers.joiningDate')} required form={form} name="joining_date" />
      <SelectField
        label={t('form.subject')}
        required
        placeholder={t('form.selectSubject')}
        options={subjectOptions(t)}
        {...f('subject')}
      />
      <SelectField
        label={t('form.class')}
        required
        placeholder={t('form.selectClass')}
        options={places.classes}
        {...f('class')}
      />
      <SelectField
        label={t('form.gender')}
        required
        placeholder={t('form.selectGender')}
        options={genderOptions(t)}
        {...f('gender')}
      />
    </>
  );
}
