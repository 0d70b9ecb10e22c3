import type { z } from 'zod';
import { CLASSES, GENDERS, SECTIONS } from '@contracts/enums';
import type { StudentInput } from '@contracts/students';
import { SelectField } from '../../components/select-field';
import { TextAreaField } from '../../components/textarea-field';
import { TextField } from '../../components/text-field';
import { bind, type FormOf } from '../../components/zod-form';
import { GuardianFields } from './guardian-fields';

type Values = z.input<typeof StudentInput>;

/** The student's and parents' fields, shared by the add form and the edit dialog. */
export function StudentFields({ form }: { form: FormOf<typeof StudentInput> }) {
  const f = (name: keyof Values & string) => bind(form, name);
  return (
    <>
      <TextField label="Name" required autoComplete="off" {...f('name')} />
      <TextField label="Date of Birth" type="date" required {...f('dob')} />
      <SelectField label="Class" required placeholder="Select class" options={CLASSES} {...f('class')} />
      <SelectField label="Section" required placeholder="Select section" options={SECTIONS} {...f('section')} />
      <SelectField label="Gender" required options={GENDERS} {...f('gender')} />
      <TextField label="Father's Name" required autoComplete="off" {...f('father_name')} />
      <TextField label="Mother's Name" required autoComplete="off" {...f('mother_name')} />
      <TextField label="Email" type="email" required autoComplete="off" {...f('email')} />
      <TextField label="Mobile" type="tel" inputMode="numeric" required autoComplete="off" {...f('mobile')} />
      <TextAreaField label="Address" required {...f('address')} />
      <GuardianFields form={form} />
    </>
  );
}
