import { useState } from 'react';
import { OWN_PROFILE_ONLY } from '@contracts/details';
import { Alert } from '../../components/alert';
import { IdSearch } from '../../components/id-search';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { ApiError, errorText } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth';
import { useStudentDetails } from './profile-api';

const FIELDS: [string, keyof import('@contracts/details').StudentDetails][] = [
  ['Student ID', 'student_id'],
  ['Name', 'name'],
  ['Date of Birth', 'dob'],
  ['Class', 'class'],
  ['Section', 'section'],
  ['Gender', 'gender'],
  ["Father's Name", 'father_name'],
  ["Mother's Name", 'mother_name'],
  ['Email', 'email'],
  ['Mobile', 'mobile'],
  ['Address', 'address'],
];

export default function ProfileDetailsPage() {
  const user = useCurrentUser();
  const [searched, setStudentId] = useState<string | null>(null);
  // A student sees their own record at once; the ID box stays, filled with their ID.
  const studentId = searched ?? (user?.role === 'student' ? user.userId : null);
  const details = useStudentDetails(studentId);
  const notFound = details.error instanceof ApiError && details.error.status === 404;

  return (
    <Page title="Profile Details">
      <IdSearch label="User ID" emptyMessage="Please enter a User ID" ownOnlyMessage={OWN_PROFILE_ONLY} onSearch={setStudentId} busy={details.isFetching} />
      {details.isFetching && <Loading />}
      {details.error && <Alert message={{ kind: 'error', text: notFound ? 'Student not found' : errorText(details.error, 'Failed to load profile.') }} />}
      {details.data && (
        <section className="card" aria-label="Student details">
          <dl className="details-grid">
            {FIELDS.map(([label, key]) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>{String(details.data.user_details[key])}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </Page>
  );
}
