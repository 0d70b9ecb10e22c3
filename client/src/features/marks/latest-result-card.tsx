import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../lib/auth';
import { useStudentMarks } from './marks-api';
import { GradeBadge, percentText, RESULT_PENDING } from './result-preview';
import './marks.css';

/** The student dashboard's shortcut to Exam Results, with the newest exam's result on it. */
export default function LatestResultCard() {
  const user = useCurrentUser();
  const { data, isPending, error } = useStudentMarks(user?.userId ?? null);
  const latest = data?.student_marks[0];
  return (
    <Link className="stat-card" to="/ExamResults">
      <div className="stat-label">Latest result</div>
      {latest ? (
        <>
          <div className="stat-value">{latest.grade ? percentText(latest.percentage) : RESULT_PENDING}</div>
          <div>
            {latest.exam_name}
            {latest.grade && (
              <>
                {' · Grade '}
                <GradeBadge grade={latest.grade} />
              </>
            )}
          </div>
        </>
      ) : (
        <div className="stat-note">{isPending ? 'Loading…' : error ? 'Open Exam Results' : 'No exam results yet'}</div>
      )}
    </Link>
  );
}
