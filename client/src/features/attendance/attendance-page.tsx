import { useState } from 'react';
import { AttendanceInput } from '@contracts/attendance';
import { Alert, type AlertMessage } from '../../components/alert';
import { Page } from '../../components/page';
import { ZodForm } from '../../components/zod-form';
import { useSubmit } from '../../lib/use-submit';
import { ATTENDANCE_KEY, attendanceApi } from './attendance-api';
import { AttendanceFields, attendanceUnfilled, blankAttendance } from './attendance-fields';
import { AttendanceRecords } from './attendance-records';
import { RegisterCard } from './register-card';
import './attendance.css';

/** The spec's one-student form, for late arrivals; it stays on the class and day just marked. */
function MarkOneCard() {
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const mark = useSubmit({ send: attendanceApi.mark, failure: 'Error marking attendance!', refresh: ATTENDANCE_KEY, say: setMessage });
  return (
    <section className="card" aria-labelledby="mark-one-title">
      <h2 id="mark-one-title">Mark one student</h2>
      <Alert message={message} onClose={() => setMessage(null)} />
      <ZodForm
        schema={AttendanceInput}
        defaultValues={blankAttendance()}
        submitLabel="Submit"
        busy={mark.busy}
        checks={{ invalid: attendanceUnfilled }}
        say={setMessage}
        onSubmit={(values, form) =>
          mark.submit(values, form, () => form.reset({ ...blankAttendance(), class: form.getValues('class'), attendance_date: values.attendance_date }))
        }
      >
        {(form) => <AttendanceFields form={form} />}
      </ZodForm>
    </section>
  );
}

// The register comes first: it is what a teacher uses in class. The spec's one-student form and
// the records table follow, for late arrivals and corrections.
export default function AttendancePage() {
  return (
    <Page title="Attendance Management">
      <RegisterCard />
      <MarkOneCard />
      <AttendanceRecords />
    </Page>
  );
}
