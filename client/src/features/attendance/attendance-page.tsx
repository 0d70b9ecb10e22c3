import { Page } from '../../components/page';
import { attendanceApi, useAttendanceMutation } from './attendance-api';
import { AttendanceForm } from './attendance-form';
import { AttendanceRecords } from './attendance-records';
import { RegisterCard } from './register-card';
import './attendance.css';

// The register comes first: it is what a teacher uses in class. The spec's one-student form and
// the records table follow, for late arrivals and corrections.
export default function AttendancePage() {
  const mark = useAttendanceMutation(attendanceApi.mark);
  return (
    <Page title="Attendance Management">
      <RegisterCard />
      <section className="card" aria-labelledby="mark-one-title">
        <h2 id="mark-one-title">Mark one student</h2>
        <AttendanceForm submitLabel="Submit" failureText="Error marking attendance!" onSubmit={mark.mutateAsync} />
      </section>
      <AttendanceRecords />
    </Page>
  );
}
