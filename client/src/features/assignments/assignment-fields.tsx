import { useController } from 'react-hook-form';
import { z } from 'zod';
import { AssignmentFields as TextFields, type AssignmentRecord, dueNotBefore } from '@contracts/assignments';
import { FormDateField } from '../../components/date-field';
import { FileUpload } from '../../components/file-upload';
import { SelectField } from '../../components/select-field';
import { TextAreaField } from '../../components/textarea-field';
import { TextField } from '../../components/text-field';
import { bind, type FormOf } from '../../components/zod-form';
import { t } from '../../i18n/language';
import { useT } from '../../i18n/use-t';
import { withCurrent } from '../../lib/school-setup';
import { useTeachingChoices } from '../../lib/use-teaching';

// The file travels beside the text fields; held by the form, it is cleared with them after a save.
export const AssignmentForm = dueNotBefore(TextFields.extend({ file: z.instanceof(File).nullable() }));
type Values = z.input<typeof AssignmentForm>;

export const blankAssignment = {
  title: '',
  date: '',
  due_date: '',
  description: '',
  class: '',
  closed: false,
  file: null,
};

export const assignmentValues = (a: AssignmentRecord) => ({
  title: a.title,
  date: a.date,
  due_date: a.due_date ?? '',
  description: a.description,
  class: String(a.class),
  closed: a.closed,
  file: null,
});

/** The multipart fields: a blank due date is sent as '' so that an edit clears it. */
export const assignmentParts = ({ due_date, closed, ...values }: z.output<typeof TextFields>) => ({
  ...values,
  due_date: due_date ?? '',
  closed: String(closed === true),
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
  // A teacher chooses among the classes they teach; an admin among every class of the school's setup.
  const classes = withCurrent(useTeachingChoices().classes, editing?.class);
  return (
    <>
      <TextField label={t('boards.title')} maxLength={200} {...bind(form, 'title')} />
      <FormDateField label={t('receipt.date')} form={form} name="date" />
      <FormDateField label={t('assignments.dueDate')} form={form} name="due_date" />
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
      <label className="field">
        <span>
          <input type="checkbox" {...form.register('closed')} /> {t('assignments.closed')}
        </span>
      </label>
      <div className="span-all">
        <TextAreaField label={t('assignments.description')} maxLength={2000} {...bind(form, 'description')} />
      </div>
    </>
  );
}
