import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { OWN_RESULTS_ONLY } from '@contracts/details';
import { StudentMarksParams } from '@contracts/marks';
import { NO_MARKS_FOUND } from '@contracts/marks';
import { Alert } from '../../components/alert';
import { IdSearch } from '../../components/id-search';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { serverSentence, t as text } from '../../i18n/language';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth';
import { useViewedStudent } from '../../lib/viewed-student';
import { useStudentMarks } from './marks-api';
import { ReportCard } from './report-card';
import './marks.css';
import './exam-results.css';

function loadError(err: unknown): string {
  if (err instanceof ApiError && err.status === 404) return serverSentence(NO_MARKS_FOUND);
  // The server's own sentence for what it refused (someone else's results, an ID that cannot be one).
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.serverError) return err.serverError;
  return text('marks.resultsFailed');
}

/** Results by Student ID, newest exam first, each printable on its own as a report card. */
export default function ExamResultsPage() {
  const t = useT();
  const user = useCurrentUser();
  const [searched, setSearched] = useState<string | null>(null);
  // A student can only ever look up themself, and a parent their chosen child: their results show without a search.
  const viewed = useViewedStudent();
  const isParent = user?.role === 'parent';
  const studentId = isParent ? viewed : (searched ?? (user?.role === 'student' ? user.userId : null));
  const [printing, setPrinting] = useState<number | null>(null);
  const results = useStudentMarks(studentId);

  useEffect(() => {
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, []);

  // The print stylesheet leaves only the chosen card, so it must be on the page before printing starts.
  const print = (marksId: number) => {
    flushSync(() => setPrinting(marksId));
    window.print();
  };

  const data = results.data;
  return (
    <Page title={t('menu.examResults')}>
      {!isParent && (
        <IdSearch
          label={t('students.studentId')}
          schema={StudentMarksParams}
          emptyMessage={t('marks.enterStudentId')}
          ownOnlyMessage={serverSentence(OWN_RESULTS_ONLY)}
          onSearch={setSearched}
          busy={results.isFetching}
        />
      )}
      {results.isFetching && <Loading />}
      {results.error && <Alert message={{ kind: 'error', text: loadError(results.error) }} />}
      {data && !data.student_marks.length && <Alert message={{ kind: 'info', text: t('marks.noResultsFor') }} />}
      {data && data.student_marks.length > 0 && (
        <div className={`exam-results${printing !== null ? ' is-printing-one' : ''}`}>
          {data.student_marks.map((r) => (
            <ReportCard
              key={r.marks_id}
              result={r}
              schoolName={data.school_name}
              printTarget={printing === r.marks_id}
              onPrint={() => print(r.marks_id)}
            />
          ))}
        </div>
      )}
    </Page>
  );
}
