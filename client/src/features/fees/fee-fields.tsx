import { placeLabel } from '@contracts/place-label';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FeeInput, type FeeRecord, type StudentSummary } from '@contracts/fees';
import { FormDateField } from '../../components/date-field';
import type { FieldsContext } from '../../components/form-card';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { bind, type FormOf } from '../../components/zod-form';
import { paymentModeOptions } from '../../components/choices';
import { useT } from '../../i18n/use-t';
import { SEARCH_DELAY_MS, useDebounced } from '../../lib/use-debounced';
import { feesApi, useStudentSuggestions } from './fees-api';
import { todayIso } from './money';

// Cash is the usual mode at a school counter; starting from it keeps the select and the form in step.
export const blankFee = () =>
  ({ student_id: '', amount: '', payment_mode: 'Cash', payment_date: todayIso(), receipt_no: '' }) as const;

export const feeValues = (f: FeeRecord) => ({
  student_id: f.student_id,
  amount: f.amount,
  payment_mode: f.payment_mode,
  payment_date: f.payment_date,
  receipt_no: f.receipt_no,
});

/**
 * The payment's fields: typing a name or an ID offers the matching students; the Student ID is
 * looked up on leaving the field (or on choosing a suggestion), filling Name and Class.
 */
export function FeeFields({
  form,
  say,
  initial,
  after,
}: FieldsContext & {
  form: FormOf<typeof FeeInput>;
  initial?: FeeRecord;
  /** Drawn after the fields, for the pupil found (the dues a new payment may go to). */
  after?: (student: StudentSummary | null) => ReactNode;
}) {
  const t = useT();
  const [student, setStudent] = useState<StudentSummary | null>(
    initial ? { student_id: initial.student_id, name: initial.name, class: initial.class, section: '' } : null,
  );
  const latest = useRef(0);
  // An emptied Student ID (the form reset after a save, or cleared by hand) shows no student.
  const typed = useWatch({ control: form.control, name: 'student_id' });
  if (student && !typed) setStudent(null);
  const listId = useId();
  const suggestions = useStudentSuggestions(useDebounced(typed ?? '', SEARCH_DELAY_MS)).data ?? [];
  const choose = (value: string) => {
    const picked = suggestions.find((s) => s.student_id === value);
    if (!picked) return;
    latest.current++;
    setStudent(picked);
    say(null);
  };

  const lookup = async () => {
    const id = form.getValues('student_id').trim();
    const ticket = ++latest.current;
    if (!id) {
      setStudent(null);
      say({ kind: 'error', text: t('fees.studentIdRequired') });
      return;
    }
    if (student?.student_id.toLowerCase() === id.toLowerCase()) return;
    try {
      const found = await feesApi.findStudent(id);
      if (ticket !== latest.current) return;
      setStudent(found ?? null);
      say(found ? null : { kind: 'error', text: t('fees.studentNotFound') });
    } catch {
      if (ticket !== latest.current) return;
      setStudent(null);
      say({ kind: 'error', text: t('fees.studentFetchFailed') });
    }
  };

  return (
    <>
      <TextField
        label={t('students.studentId')}
        autoComplete="off"
        placeholder={t('fees.idOrName')}
        list={listId}
        error={form.formState.errors.student_id?.message}
        {...form.register('student_id', {
          onBlur: lookup,
          onChange: (e: { target: { value: string } }) => choose(e.target.value),
        })}
      />
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option
            key={s.student_id}
            value={s.student_id}
            label={t('fees.suggestion', { name: s.name, class: placeLabel(s) })}
          />
        ))}
      </datalist>
      <TextField label={t('form.name')} readOnly value={student?.name ?? ''} tabIndex={-1} />
      <TextField label={t('form.class')} readOnly value={student ? String(student.class) : ''} tabIndex={-1} />
      <TextField label={t('fees.amount')} inputMode="decimal" placeholder="0.00" {...bind(form, 'amount')} />
      <SelectField label={t('fees.paymentMode')} options={paymentModeOptions(t)} {...bind(form, 'payment_mode')} />
      <FormDateField label={t('fees.paymentDate')} form={form} name="payment_date" />
      <TextField
        label={t('fees.receiptNo')}
        placeholder={t('fees.nextNumber')}
        maxLength={32}
        {...bind(form, 'receipt_no')}
      />
      {after?.(student)}
    </>
  );
}
