import { useRef, useState } from 'react';
import { PAYMENT_MODES } from '@contracts/enums';
import { FeeInput, type FeeRecord, STUDENT_ID_REQUIRED, type StudentSummary } from '@contracts/fees';
import type { AlertMessage } from '../../components/alert';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { applyServerErrors, useZodForm } from '../../lib/use-zod-form';
import { feesApi } from './fees-api';
import { todayIso } from './money';

interface Props {
  /** The payment being edited; absent for a new one. */
  initial?: FeeRecord;
  submitLabel: string;
  busy: boolean;
  /** Saves; a rejected promise leaves the form as it is, with the server's field messages on it. */
  onSave: (values: FeeInput) => Promise<unknown>;
  /** The spec's lookup messages ('Student not found!' ...) and clearing them. */
  onMessage: (message: AlertMessage | null) => void;
}

// Cash is the usual mode at a school counter; starting from it keeps the select and the form in step.
const blank = (): Partial<FeeInput> => ({ student_id: '', amount: '', payment_mode: 'Cash', payment_date: todayIso(), receipt_no: '' });

/** Add and edit form of a payment: the Student ID is looked up on leaving the field. */
export function FeeForm({ initial, submitLabel, busy, onSave, onMessage }: Props) {
  const form = useZodForm(
    FeeInput,
    initial
      ? { student_id: initial.student_id, amount: initial.amount, payment_mode: initial.payment_mode, payment_date: initial.payment_date, receipt_no: initial.receipt_no }
      : blank(),
  );
  const [student, setStudent] = useState<StudentSummary | null>(initial ? { student_id: initial.student_id, name: initial.name, class: initial.class, section: '' } : null);
  const latest = useRef(0);
  const errors = form.formState.errors;

  const lookup = async () => {
    const id = form.getValues('student_id').trim();
    const ticket = ++latest.current;
    if (!id) {
      setStudent(null);
      onMessage({ kind: 'error', text: STUDENT_ID_REQUIRED });
      return;
    }
    if (student?.student_id.toLowerCase() === id.toLowerCase()) return;
    try {
      const found = await feesApi.findStudent(id);
      if (ticket !== latest.current) return;
      setStudent(found ?? null);
      onMessage(found ? null : { kind: 'error', text: 'Student not found!' });
    } catch {
      if (ticket !== latest.current) return;
      setStudent(null);
      onMessage({ kind: 'error', text: 'Error fetching student details!' });
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      if (!initial) {
        form.reset(blank());
        setStudent(null);
      }
    } catch (err) {
      applyServerErrors(form, err);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <div className="form-grid">
        <TextField label="Student ID" autoComplete="off" error={errors.student_id?.message} {...form.register('student_id', { onBlur: lookup })} />
        <TextField label="Name" readOnly value={student?.name ?? ''} tabIndex={-1} />
        <TextField label="Class" readOnly value={student ? String(student.class) : ''} tabIndex={-1} />
        <TextField label="Amount" inputMode="decimal" placeholder="0.00" error={errors.amount?.message} {...form.register('amount')} />
        <SelectField label="Payment Mode" options={PAYMENT_MODES} error={errors.payment_mode?.message} {...form.register('payment_mode')} />
        <TextField label="Payment Date" type="date" error={errors.payment_date?.message} {...form.register('payment_date')} />
        <TextField label="Receipt No" placeholder="Blank: next number" maxLength={32} error={errors.receipt_no?.message} {...form.register('receipt_no')} />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
