import { useTeachingChoices } from '../../lib/use-teaching';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AttendanceInput, type AttendanceRecord, localToday } from '@contracts/attendance';
import { ATTENDANCE_STATUSES } from '@contracts/enums';
import { FormDateField } from '../../components/date-field';
import { SelectField } from '../../components/select-field';
import type { FormOf } from '../../components/zod-form';
import { t } from '../../i18n/language';
import { useT } from '../../i18n/use-t';
import { withCurrent } from '../../lib/school-setup';
import { useClassStudents } from './attendance-api';

type Form = FormOf<typeof AttendanceInput>;
type Values = z.input<typeof AttendanceInput>;

/** Present and Absent in the screens' language; the value sent stays the spec's word. */
export const statusOptions = (text: typeof t) =>
  ATTENDANCE_STATUSES.map((s) => ({ value: s, label: text(`attendance.status.${s}` as const) }));

export const blankAttendance = () =>
  ({ student_id: '', class: '', attendance_date: localToday(), status: 'Present' }) as const;

export const attendanceValues = (r: AttendanceRecord) => ({
  student_id: r.student_id,
  student_name: r.student_name,
  class: String(r.class),
  attendance_date: r.attendance_date,
  status: r.status,
});

const REQUIRED = ['student_id', 'class', 'attendance_date', 'status'] as const;

/** The spec's 'All fields are required.' when one of them is empty (the fields say which). */
export const attendanceUnfilled = (_errors: unknown, values: Values) =>
  REQUIRED.some((k) => !values[k]) ? t('teach.allRequired') : null;

/**
 * The spec's single record: class first, then a student of that class, the day and the status.
 * The chosen student's name goes with the record, as the spec's client sends it.
 */
export function AttendanceFields({ form, initial }: { form: Form; initial?: AttendanceRecord }) {
  const { register, setValue, formState } = form;
  const t = useT();
  const places = useTeachingChoices();
  const cls = String(useWatch({ control: form.control, name: 'class' }) ?? '');
  const home = places.home.class;
  // A new record starts in the teacher's class-teacher class, once their teaching is known.
  useEffect(() => {
    if (!initial && home && !form.getValues('class')) setValue('class', home);
  }, [initial, home, form, setValue]);
  // The class as chosen: a number for 1-10, the setup's name (LKG) for the others.
  const students = useClassStudents(cls || undefined);
  const loaded =
    students.data ??
    (initial && cls === String(initial.class) ? [{ student_id: initial.student_id, name: initial.student_name }] : []);
  const options = loaded.map((s) => ({ value: s.student_id, label: `${s.name} (${s.student_id})` }));
  const nameOf = (id: string) => students.data?.find((s) => s.student_id === id)?.name;

  return (
    <>
      <SelectField
        label={t('form.class')}
        placeholder={t('form.selectClass')}
        options={withCurrent(places.classes, initial?.class)}
        error={formState.errors.class?.message}
        {...register('class', { onChange: () => setValue('student_id', '') })}
      />
      <SelectField
        label={t('receipt.student')}
        placeholder={cls && students.data && !options.length ? t('attendance.noStudents') : t('teach.selectStudent')}
        options={options}
        disabled={!cls || !options.length}
        error={formState.errors.student_id?.message}
        {...register('student_id', {
          onChange: (e: { target: { value: string } }) => setValue('student_name', nameOf(e.target.value)),
        })}
      />
      <FormDateField label={t('receipt.date')} max={localToday()} form={form} name="attendance_date" />
      <SelectField
        label={t('form.status')}
        options={statusOptions(t)}
        error={formState.errors.status?.message}
        {...register('status')}
      />
    </>
  );
}
