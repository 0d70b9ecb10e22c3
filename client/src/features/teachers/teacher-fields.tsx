import type { z } from 'zod';
import { CLASSES, GENDERS, SUBJECTS } from '@contracts/enums';
import type { TeacherInput } from '@contracts/teachers';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { bind, type FormOf } from '../../components/zod-form';

type Form = FormOf<typeof TeacherInput>;
type TeacherFormValues = z.input<typeof TeacherInput>;

/** The fields of the Teacher's Details form, shared by the add form and the Edit Teacher dialog. */
export function TeacherFields({ form }: { form: Form }) {
  const f = (name: keyof TeacherFormValues & string) => bind(form, name);
  return (
    <>
      <TextField label="Name" required autoComplete="off" {...f('name')} />
      <TextField label="Email" type="email" required autoComplete="off" {...f('email')} />
      <TextField label="Mobile No" type="tel" inputMode="numeric" required autoComplete="off" {...f('mobile')} />
      <TextField label="Joining Date" type="date" required {...f('joining_date')} />
      <SelectField label="Subject" required placeholder="Select subject" options={SUBJECTS} {...f('subject')} />
      <SelectField label="Class" required placeholder="Select class" options={CLASSES} {...f('class')} />
      <SelectField label="Gender" required placeholder="Select gender" options={GENDERS} {...f('gender')} />
    </>
  );
}
