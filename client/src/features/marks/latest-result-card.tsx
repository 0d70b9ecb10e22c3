import { Link } from 'react-router-dom';
import { useViewedStudent } from '../../lib/viewed-student';
import { useStudentMarks } from './marks-api';
import './marks.css';

/** The student's and parent's dashboard shortcut to Exam Results, with the newest exam's result on it. */
export default function LatestResultCard() {
  const { data, isPending, error } = useStudentMarks(useViewedStudent());
  const latest = data?.student_marks[0];
  return (
    <Link className="stat-card" to="/ExamResults">
      <div className="stat-label">Latest result</div>
      {latest ? (
        <>
          <div className="stat-value">{latest.percentage.toFixed(2)}%</div>
          <div>
            {latest.exam_name} · Grade <strong className={`grade grade-${latest.grade}`}>{latest.grade}</strong>
          </div>
        </>
      ) : (
        <div className="stat-note">{isPending ? 'Loading…' : error ? 'Open Exam Results' : 'No exam results yet'}</div>
      )}
    </Link>
  );
}
