import { type FormEvent, useState } from 'react';
import { ALL_FIELDS_REQUIRED, AssignmentInput, type AssignmentRecord } from '@contracts/assignments';
import { CLASSES } from '@contracts/enums';
import type { AlertMessage } from '../../components/alert';
import { FileUpload } from '../../components/file-upload';
import { SelectField } from '../../components/select-field';
import { TextAreaField } from '../../components/textarea-field';
import { TextField } from '../../components/text-field';
import { applyServerErrors, useZodForm } from '../../lib/use-zod-form';

interface Props {
  /** The assignment being edited (its file is then optional); absent for a new one. */
  initial?: AssignmentRecord;
  submitLabel: string;
  busy: boolean;
  progress: number | null;
  onSave: (values: AssignmentInput, file: File | null) => Promise<unknown>;
  onMessage: (message: AlertMessage | null) => void;
}

const blank = { title: '', date: '', description: '', class: '' };

export function AssignmentForm({ initial, submitLabel, busy, progress, onSave, onMessage }: Props) {
  const form = useZodForm(AssignmentInput, initial ? { title: initial.title, date: initial.date, description: initial.description, class: String(initial.class) } : blank);
  const [file, setFile] = useState<File | null>(null);
  const errors = form.formState.errors;

  const save = form.handleSubmit(async (values) => {
    try {
      await onSave(values, file);
      if (!initial) {
        form.reset(blank);
        setFile(null);
      }
    } catch (err) {
      applyServerErrors(form, err);
    }
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = form.getValues();
    const missing = [v.title, v.date, v.description, v.class].some((x) => !String(x ?? '').trim()) || (!initial && !file);
    if (missing) {
      onMessage({ kind: 'error', text: ALL_FIELDS_REQUIRED });
      return;
    }
    onMessage(null);
    void save(e);
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className="form-grid">
        <TextField label="Title" maxLength={200} error={errors.title?.message} {...form.register('title')} />
        <TextField label="Date" type="date" error={errors.date?.message} {...form.register('date')} />
        <SelectField label="Class" placeholder="Select class" options={CLASSES} error={errors.class?.message} {...form.register('class')} />
        <FileUpload
          label={initial ? 'Replace file (optional)' : 'File'}
          file={file}
          onChange={setFile}
          progress={progress}
          hint={initial ? `Now: ${initial.file_name}. Choose a file only to replace it.` : undefined}
        />
      </div>
      <TextAreaField label="Description" maxLength={2000} error={errors.description?.message} {...form.register('description')} />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
