import { Link } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { useViewedStudent } from '../../lib/viewed-student';
import { useStudentMarks } from './marks-api';
import { usePercentText } from '../../lib/use-percent';
import { GradeBadge } from './result-preview';
import './marks.css';
import { PATHS } from '../../lib/paths';

/** The student's and parent's dashboard shortcut to Exam Results, with the newest exam's result on it. */
export default function LatestResultCard() {
  const t = useT();
  const percentText = usePercentText();
  const { data, isPending, error } = useStudentMarks(useViewedStudent());
  const latest = data?.student_marks[0];
  return (
    <Link className="stat-card" to={PATHS.examResults}>
      <div className="stat-label">{t('marks.latest')}</div>
      {latest ? (
        <>
          <div className="stat-value">{latest.grade ? percentText(latest.percentage) : t('reportCard.pending')}</div>
          <div>
            {latest.exam_name}
            {latest.grade && (
              <>
                {` · ${t('reportCard.grade')} `}
                <GradeBadge grade={latest.grade} />
              </>
            )}
          </div>
        </>
      ) : (
        <div className="stat-note">
          {isPending ? t('common.loading') : error ? t('marks.openResults') : t('marks.noResultsYet')}
        </div>
      )}
    </Link>
  );
}
