import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { WithdrawForm, type StudentListRow } from '@contracts/students';
import { FormDateField } from '../../components/date-field';
import { Alert, type AlertMessage } from '../../components/alert';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { bind, ZodForm } from '../../components/zod-form';
import { useT } from '../../i18n/use-t';
import { failed, type Say, useSubmit } from '../../lib/use-submit';
import { STUDENTS_KEY, studentsApi } from './students-api';

const label = (s: StudentListRow) => `${s.name} (${s.student_id})`;
const today = () => new Date().toISOString().slice(0, 10);

/** The withdraw dialog: a day and a reason; the student's login ends as it is saved. */
export function WithdrawDialog({
  student,
  onClose,
  say,
}: {
  student: StudentListRow | null;
  onClose: () => void;
  say: Say;
}) {
  const t = useT();
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const withdraw = useSubmit({
    send: (values: z.output<typeof WithdrawForm>) =>
      studentsApi.withdraw({ ...values, student_id: student!.student_id }),
    failure: t('students.withdrawFailed'),
    refresh: STUDENTS_KEY,
    say: setAlert,
    sayDone: say,
  });
  return (
    <Modal open={student !== null} title={t('students.withdrawTitle')} onClose={onClose}>
      <Alert message={alert} onClose={() => setAlert(null)} />
      {student && (
        <>
          <p>{t('students.withdrawExplain', { student: label(student) })}</p>
          <ZodForm
            schema={WithdrawForm}
            defaultValues={{ withdrawn_on: today(), reason: '' }}
            onSubmit={(values, form) => withdraw.submit(values, form, onClose)}
            submitLabel={t('students.withdraw')}
            busy={withdraw.busy}
            label={t('students.withdrawForm')}
            say={setAlert}
          >
            {(form) => (
              <>
                <FormDateField label={t('students.withdrawDate')} required form={form} name="withdrawn_on" />
                <TextField label={t('students.reason')} required autoComplete="off" {...bind(form, 'reason')} />
              </>
            )}
          </ZodForm>
        </>
      )}
    </Modal>
  );
}

/** Withdraw for a student on the roll, Re-admit (after a Yes/No) for one who left. */
export function StudentStatusActions({
  student,
  onWithdraw,
  say,
}: {
  student: StudentListRow;
  onWithdraw: (s: StudentListRow) => void;
  say: Say;
}) {
  const t = useT();
  const qc = useQueryClient();
  const [asking, setAsking] = useState(false);
  const readmit = useMutation({
    mutationFn: () => studentsApi.readmit(student.student_id),
    onMutate: () => say(null),
    onSuccess: (res) => say({ kind: 'success', text: res.message }),
    onError: (err) => say(failed(t('students.readmitFailed'), err)),
    onSettled: () => {
      setAsking(false);
      void qc.invalidateQueries({ queryKey: [STUDENTS_KEY] });
    },
  });
  if (student.status === 'active') {
    return (
      <button
        type="button"
        className="btn-icon"
        aria-label={t('students.withdrawOf', { student: label(student) })}
        title={t('students.withdraw')}
        onClick={() => onWithdraw(student)}
      >
        {t('students.withdraw')}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className="btn-icon"
        aria-label={t('students.readmitOf', { student: label(student) })}
        title={t('students.readmit')}
        onClick={() => setAsking(true)}
      >
        {t('students.readmit')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('students.readmit')}
        message={t('students.readmitQuestion', {
          student: label(student),
          class: student.class,
          section: student.section,
        })}
        onYes={() => readmit.mutate()}
        onNo={() => setAsking(false)}
        busy={readmit.isPending}
      />
    </>
  );
}
