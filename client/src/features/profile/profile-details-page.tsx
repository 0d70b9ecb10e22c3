import { useState } from 'react';
import { ProfileQuery, type StudentDetails } from '@contracts/details';
import type { ScreenKey } from '@contracts/i18n/keys';
import { Alert } from '../../components/alert';
import { IdSearch } from '../../components/id-search';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { ApiError, errorText } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth';
import { useStudentDetails } from './profile-api';

const FIELDS: [ScreenKey, keyof StudentDetails][] = [
  ['students.studentId', 'student_id'],
  ['form.name', 'name'],
  ['form.dob', 'dob'],
  ['form.class', 'class'],
  ['form.section', 'section'],
  ['form.gender', 'gender'],
  ['form.fatherName', 'father_name'],
  ['form.motherName', 'mother_name'],
  ['form.email', 'email'],
  ['form.mobile', 'mobile'],
  ['form.address', 'address'],
];

export default function ProfileDetailsPage() {
  const t = useT();
  const f = useFormat();
  const user = useCurrentUser();
  const [searched, setStudentId] = useState<string | null>(null);
  // A student sees their own record at once; the ID box stays, filled with their ID.
  const studentId = searched ?? (user?.role === 'student' ? user.userId : null);
  const details = useStudentDetails(studentId);
  const notFound = details.error instanceof ApiError && details.error.status === 404;

  return (
    <Page title={t('menu.profile')}>
      <IdSearch
        label={t('form.userId')}
        schema={ProfileQuery}
        emptyMessage={t('profile.enterUserId')}
        ownOnlyMessage={t('profile.ownOnly')}
        onSearch={setStudentId}
        busy={details.isFetching}
      />
      {details.isFetching && <Loading />}
      {details.error && (
        <Alert
          message={{
            kind: 'error',
            text: notFound ? t('profile.notFound') : errorText(details.error, t('profile.loadFailed')),
          }}
        />
      )}
      {details.data && (
        <section className="card" aria-label={t('profile.details')}>
          <dl className="details-grid">
            {FIELDS.map(([label, key]) => (
              <div key={key}>
                <dt>{t(label)}</dt>
                <dd>
                  {key === 'dob' ? f.date(details.data.user_details.dob) : String(details.data.user_details[key])}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </Page>
  );
}
