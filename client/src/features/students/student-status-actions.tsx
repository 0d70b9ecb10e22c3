import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { WithdrawForm, type Student } from '@contracts/students';
import { Alert, type AlertMessage } from '../../components/alert';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { bind, ZodForm } from '../../components/zod-form';
import { failed, type Say, useSubmit } from '../../lib/use-submit';
import { STUDENTS_KEY, studentsApi } from './students-api';

const label = (s: Student) => `${s.name} (${s.student_id})`;
const today = () => new Date().toISOString().slice(0, 10);

/** The withdraw dialog: a day and a reason; the student's login ends as it is saved. */
export function WithdrawDialog({ student, onClose, say }: { student: Student | null; onClose: () => void; say: Say }) {
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const withdraw = useSubmit({
    send: (values: z.output<typeof WithdrawForm>) => studentsApi.withdraw({ ...values, student_id: student!.student_id }),
    failure: 'Error withdrawing student!',
    refresh: STUDENTS_KEY,
    say: setAlert,
    sayDone: say,
  });
  return (
    <Modal open={student !== null} title="Withdraw Student" onClose={onClose}>
      <Alert message={alert} onClose={() => setAlert(null)} />
      {student && (
        <>
          <p>
            {label(student)} leaves the registers and the student list; every record stays, and their login ends now. They can be re-admitted later.
          </p>
          <ZodForm schema={WithdrawForm} defaultValues={{ withdrawn_on: today(), reason: '' }} onSubmit={(values, form) => withdraw.submit(values, form, onClose)} submitLabel="Withdraw" busy={withdraw.busy} label="Withdraw student" say={setAlert}>
            {(form) => (
              <>
                <TextField label="Withdrawal Date" type="date" required {...bind(form, 'withdrawn_on')} />
                <TextField label="Reason" required autoComplete="off" {...bind(form, 'reason')} />
              </>
            )}
          </ZodForm>
        </>
      )}
    </Modal>
  );
}

/** Withdraw for a student on the roll, Re-admit (after a Yes/No) for one who left. */
export function StudentStatusActions({ student, onWithdraw, say }: { student: Student; onWithdraw: (s: Student) => void; say: Say }) {
  const qc = useQueryClient();
  const [asking, setAsking] = useState(false);
  const readmit = useMutation({
    mutationFn: () => studentsApi.readmit(student.student_id),
    onMutate: () => say(null),
    onSuccess: (res) => say({ kind: 'success', text: res.message }),
    onError: (err) => say(failed('Error re-admitting student!', err)),
    onSettled: () => {
      setAsking(false);
      void qc.invalidateQueries({ queryKey: [STUDENTS_KEY] });
    },
  });
  if (student.status === 'active') {
    return (
      <button type="button" className="btn-icon" aria-label={`Withdraw ${label(student)}`} title="Withdraw" onClick={() => onWithdraw(student)}>
        Withdraw
      </button>
    );
  }
  return (
    <>
      <button type="button" className="btn-icon" aria-label={`Re-admit ${label(student)}`} title="Re-admit" onClick={() => setAsking(true)}>
        Re-admit
      </button>
      <ConfirmDialog open={asking} title="Re-admit" message={`Re-admit ${label(student)} to class ${student.class} section ${student.section}?`} onYes={() => readmit.mutate()} onNo={() => setAsking(false)} busy={readmit.isPending} />
    </>
  );
}
