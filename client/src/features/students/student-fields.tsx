import type { z } from 'zod';
import type { GuardianMatch } from '@contracts/guardians';
import type { StudentInput } from '@contracts/students';
import { FormDateField } from '../../components/date-field';
import { genderOptions } from '../../components/choices';
import { SelectField } from '../../components/select-field';
import { TextAreaField } from '../../components/textarea-field';
import { TextField } from '../../components/text-field';
import { bind, type FormOf } from '../../components/zod-form';
import { useT } from '../../i18n/use-t';
import { useSchoolPlaces, withCurrent } from '../../lib/school-setup';
import { GuardianFields } from './guardian-fields';
import { ParentsAsGuardians } from './parents-as-guardians';

type Values = z.input<typeof StudentInput>;

/** The student's and parents' fields, shared by the add form and the edit dialog. */
export function StudentFields({
  form,
  matches,
  forgetMatches,
}: {
  form: FormOf<typeof StudentInput>;
  matches?: GuardianMatch[];
  forgetMatches?: () => void;
}) {
  const t = useT();
  const f = (name: keyof Values & string) => bind(form, name);
  const places = useSchoolPlaces();
  // The sections of the chosen class; a pupil's own (retired since) stays offered on an edit.
  const [cls, section] = form.watch(['class', 'section']);
  return (
    <>
      <TextField label={t('form.name')} required autoComplete="off" {...f('name')} />
      <FormDateField label={t('form.dob')} required form={form} name="dob" />
      <SelectField
        label={t('form.class')}
        required
        placeholder={t('form.selectClass')}
        options={withCurrent(places.classes, cls)}
        {...f('class')}
      />
      <SelectField
        label={t('form.section')}
        required
        placeholder={t('form.selectSection')}
        options={withCurrent(places.sections(cls), section)}
        {...f('section')}
      />
      <SelectField label={t('form.gender')} required options={genderOptions(t)} {...f('gender')} />
      <TextField label={t('form.fatherName')} required autoComplete="off" {...f('father_name')} />
      <TextField label={t('form.motherName')} required autoComplete="off" {...f('mother_name')} />
      <TextField label={t('form.email')} type="email" required autoComplete="off" {...f('email')} />
      <TextField label={t('form.mobile')} type="tel" inputMode="numeric" required autoComplete="off" {...f('mobile')} />
      <TextAreaField label={t('form.address')} required {...f('address')} />
      <ParentsAsGuardians form={form} />
      <GuardianFields form={form} matches={matches} forgetMatches={forgetMatches} />
    </>
  );
}
