import { useController } from 'react-hook-form';
import { z } from 'zod';
import { ALL_FIELDS_REQUIRED, AssignmentInput, type AssignmentRecord } from '@contracts/assignments';
import { FileUpload } from '../../components/file-upload';
import { SelectField } from '../../components/select-field';
import { TextAreaField } from '../../components/textarea-field';
import { TextField } from '../../components/text-field';
import { bind, type FormOf } from '../../components/zod-form';
import { useTeachingChoices } from '../../lib/use-teaching';

// The file travels beside the text fields; held by the form, it is cleared with them after a save.
export const AssignmentForm = AssignmentInput.extend({ file: z.instanceof(File).nullable() });
type Values = z.input<typeof AssignmentForm>;

export const blankAssignment = { title: '', date: '', description: '', class: '', file: null };

export const assignmentValues = (a: AssignmentRecord) => ({ title: a.title, date: a.date, description: a.description, class: String(a.class), file: null });

/** The spec's 'All fields are required!': the four text fields, and the file of a new assignment. */
export const assignmentMissing = (fileRequired: boolean) => (v: Values) =>
  [v.title, v.date, v.description, v.class].some((x) => !String(x ?? '').trim()) || (fileRequired && !v.file) ? ALL_FIELDS_REQUIRED : null;

/** Title, Date, Class, the file with its upload progress, and the Description across the form. */
export function AssignmentFields({ form, progress, editing }: { form: FormOf<typeof AssignmentForm>; progress: number | null; editing?: AssignmentRecord }) {
  const file = useController({ control: form.control, name: 'file' });
  const { classes } = useTeachingChoices();
  return (
    <>
      <TextField label="Title" maxLength={200} {...bind(form, 'title')} />
      <TextField label="Date" type="date" {...bind(form, 'date')} />
      <SelectField label="Class" placeholder="Select class" options={classes} {...bind(form, 'class')} />
      <FileUpload
        label={editing ? 'Replace file (optional)' : 'File'}
        file={file.field.value as File | null}
        onChange={file.field.onChange}
        progress={progress}
        hint={editing ? `Now: ${editing.file_name}. Choose a file only to replace it.` : undefined}
      />
      <div className="span-all">
        <TextAreaField label="Description" maxLength={2000} {...bind(form, 'description')} />
      </div>
    </>
  );
}
