import { useWatch } from 'react-hook-form';
import { AttendanceInput, type AttendanceStatus, localToday } from '@contracts/attendance';
import { ATTENDANCE_STATUSES, CLASSES } from '@contracts/enums';
import { Alert } from '../../components/alert';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { type RecordFormProps, useFormOutcome } from '../../lib/use-form-outcome';
import { useZodForm } from '../../lib/use-zod-form';
import { useClassStudents } from './attendance-api';

export interface AttendanceFormValues {
  student_id: string;
  class: string;
  attendance_date: string;
  status: AttendanceStatus;
  /** Shown as the chosen student while the class's students load. */
  student_name?: string;
}

type Props = RecordFormProps<AttendanceFormValues, AttendanceInput>;

const REQUIRED = ['student_id', 'class', 'attendance_date', 'status'] as const;

/** The spec's single-record form: class first, then a student of that class, the day and the status. */
export function AttendanceForm({ initial, submitLabel, failureText, onSubmit, onDone }: Props) {
  const { student_name: initialName, ...initialValues } = initial ?? {};
  const form = useZodForm(AttendanceInput, { student_id: '', class: '', attendance_date: localToday(), status: 'Present', ...initialValues });
  const { register, handleSubmit, setValue, reset, formState } = form;
  const { message, setMessage, save } = useFormOutcome(form, failureText);
  const cls = useWatch({ control: form.control, name: 'class' }) as string;
  const students = useClassStudents(cls ? Number(cls) : undefined);
  const loaded = students.data ?? (initial?.student_id && cls === initial.class ? [{ student_id: initial.student_id, name: initialName ?? initial.student_id }] : []);
  const options = loaded.map((s) => ({ value: s.student_id, label: `${s.name} (${s.student_id})` }));

  const submit = handleSubmit(
    async (input) => {
      const name = students.data?.find((s) => s.student_id === input.student_id)?.name;
      const res = await save(() => onSubmit({ ...input, student_name: name }));
      if (!res) return;
      if (!initial) reset({ student_id: '', class: cls, attendance_date: input.attendance_date, status: 'Present' });
      onDone?.(res.message);
    },
    () => {
      const values = form.getValues() as unknown as AttendanceFormValues;
      if (REQUIRED.some((k) => !values[k])) setMessage({ kind: 'error', text: 'All fields are required.' });
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Alert message={message} onClose={() => setMessage(null)} />
      <div className="form-grid">
        <SelectField
          label="Class"
          placeholder="Select class"
          options={CLASSES}
          error={formState.errors.class?.message}
          {...register('class', { onChange: () => setValue('student_id', '') })}
        />
        <SelectField
          label="Student"
          placeholder={cls && students.data && !options.length ? 'No students in this class' : 'Select student'}
          options={options}
          disabled={!cls || !options.length}
          error={formState.errors.student_id?.message}
          {...register('student_id')}
        />
        <TextField label="Date" type="date" max={localToday()} error={formState.errors.attendance_date?.message} {...register('attendance_date')} />
        <SelectField label="Status" options={ATTENDANCE_STATUSES} error={formState.errors.status?.message} {...register('status')} />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
