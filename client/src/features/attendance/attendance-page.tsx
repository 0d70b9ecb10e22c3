import { useEffect, useState } from 'react';
import { AttendanceInput } from '@contracts/attendance';
import { FormCard } from '../../components/form-card';
import { Page } from '../../components/page';
import { useT } from '../../i18n/use-t';
import { ATTENDANCE_KEY, attendanceApi } from './attendance-api';
import { AttendanceFields, attendanceUnfilled, blankAttendance } from './attendance-fields';
import { AttendanceRecords } from './attendance-records';
import { RegisterCard } from './register-card';
import './attendance.css';

// The register comes first: it is what a teacher uses in class. The spec's one-student form and
// the records table follow, for late arrivals and corrections. They are drawn just after the
// register has been painted: drawn with it, they made the first render one long task of about
// 400 ms on the benchmark's slow phone opening the register offline (issue 36).
export default function AttendancePage() {
  const t = useT();
  const [more, setMore] = useState(false);
  useEffect(() => {
    const after = setTimeout(() => setMore(true));
    return () => clearTimeout(after);
  }, []);
  return (
    <Page title={t('menu.attendanceManagement')}>
      <RegisterCard />
      {more && <AttendanceMore />}
    </Page>
  );
}

function AttendanceMore() {
  const t = useT();
  return (
    <>
      <FormCard
        refresh={ATTENDANCE_KEY}
        form={{
          title: t('attendance.markOne'),
          schema: AttendanceInput,
          defaults: blankAttendance(),
          fields: (form) => <AttendanceFields form={form} />,
          invalid: attendanceUnfilled,
          submitLabel: t('teach.submit'),
          submit: attendanceApi.mark,
          failure: t('attendance.markFailed'),
        }}
        // Late arrivals come one after another: the class and the day stay.
        after={(form, values) =>
          form.reset({ ...blankAttendance(), class: form.getValues('class'), attendance_date: values.attendance_date })
        }
      />
      <AttendanceRecords />
    </>
  );
}
