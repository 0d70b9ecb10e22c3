import { useController } from 'react-hook-form';
import { z } from 'zod';
import { AssignmentInput, type AssignmentRecord } from '@contracts/assignments';
import { FormDateField } from '../../components/date-field';
import { FileUpload } from '../../components/file-upload';
import { SelectField } from '../../components/select-field';
import { TextAreaField } from '../../components/textarea-field';
import { TextField } from '../../components/text-field';
import { bind, type FormOf } from '../../components/zod-form';
import { t } from '../../i18n/language';
import { useT } from '../../i18n/use-t';
import { useTeachingChoices } from '../../lib/use-teaching';

// The file travels beside the text fields; held by the form, it is cleared with them after a save.
export const AssignmentForm = AssignmentInput.extend({ file: z.instanceof(File).nullable() });
type Values = z.input<typeof AssignmentForm>;

export const blankAssignment = { title: '', date: '', description: '', class: '', file: null };

export const assignmentValues = (a: AssignmentRecord) => ({
  title: a.title,
  date: a.date,
  description: a.description,
  class: String(a.class),
  file: null,
});

/** The spec's 'All fields are required!': the four text fields, and the file of a new assignment. */
export const assignmentMissing = (fileRequired: boolean) => (v: Values) =>
  [v.title, v.date, v.description, v.class].some((x) => !String(x ?? '').trim()) || (fileRequired && !v.file)
    ? t('assignments.allRequired')
    : null;

/** Title, Date, Class, the file with its upload progress, and the Description across the form. */
export function AssignmentFields({
  form,
  progress,
  editing,
}: {
  form: FormOf<typeof AssignmentForm>;
  progress: number | null;
  editing?: AssignmentRecord;
}) {
  const t = useT();
  const file = useController({ control: form.control, name: 'file' });
  const { classes } = useTeachingChoices();
  return (
    <>
      <TextField label={t('boards.title')} maxLength={200} {...bind(form, 'title')} />
      <FormDateField label={t('receipt.date')} form={form} name="date" />
      <SelectField
        label={t('form.class')}
        placeholder={t('form.selectClass')}
        options={classes}
        {...bind(form, 'class')}
      />
      <FileUpload
        label={editing ? t('assignments.replaceFile') : t('boards.file')}
        file={file.field.value as File | null}
        onChange={file.field.onChange}
        progress={progress}
        hint={editing ? t('assignments.fileNow', { name: editing.file_name }) : undefined}
      />
      <div className="span-all">
        <TextAreaField label={t('assignments.description')} maxLength={2000} {...bind(form, 'description')} />
      </div>
    </>
  );
}
