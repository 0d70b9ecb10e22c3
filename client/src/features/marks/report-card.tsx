import { useId } from 'react';
import { GRADE_SCALE, type GradeBand, SUBJECT_FIELDS, type SubjectField } from '@contracts/grades';
import type { ScreenKey } from '@contracts/i18n/keys';
import { DEFAULT_TOTAL_MARKS, type MarksRecord } from '@contracts/marks';
import { LANGUAGE_TAGS } from '@contracts/i18n/languages';
import { SchoolMark } from '../../components/school-logo';
import { useFormat } from '../../lib/use-format';
import { useLanguage, useT } from '../../i18n/use-t';

type Texts = ReturnType<typeof useT>;
type Format = ReturnType<typeof useFormat>;

// The class's grading scheme (the standard one for a record without), written out for the printed
// card: "A1 90–100 · A2 80–89.99 · … · E below 33".
const scaleText = (t: Texts, f: Format, scale: readonly GradeBand[]) =>
  scale
    .map((step, i) => {
      if (step.min === 0 && i > 0) return t('reportCard.below', { grade: step.grade, min: f.number(scale[i - 1].min) });
      const upper = i === 0 ? f.number(100) : f.number((scale[i - 1].min - 0.01).toFixed(2));
      return `${step.grade} ${f.number(step.min)}–${upper}`;
    })
    .join(' · ');

const subjectKey = (f: SubjectField) => `subject.${f}` as ScreenKey;

/**
 * One exam's result, laid out to be read on screen and printed as a report card, in the
 * family's language (the screens') with the school's digits.
 */
export function ReportCard({
  result,
  schoolName,
  printTarget,
  onPrint,
}: {
  result: MarksRecord;
  schoolName: string;
  printTarget: boolean;
  onPrint: () => void;
}) {
  const id = useId();
  const t = useT();
  const f = useFormat();
  const lang = LANGUAGE_TAGS[useLanguage()];
  const total = result.total_marks || DEFAULT_TOTAL_MARKS;
  const mark = (field: SubjectField) => {
    if (result.absent.includes(field)) return t('reportCard.absent');
    const value = result[field];
    return value === null || value === undefined ? t('reportCard.notEntered') : f.number(value);
  };
  return (
    <article
      className={`card report-card${printTarget ? ' is-print-target' : ''}`}
      aria-labelledby={`${id}-exam`}
      lang={lang}
    >
      <header className="report-card-header">
        <SchoolMark className="report-card-school" name={schoolName} />
        <p className="report-card-kind">{t('reportCard.kind')}</p>
        <h2 id={`${id}-exam`}>{result.exam_name}</h2>
      </header>
      <dl className="report-card-student">
        <div>
          <dt>{t('reportCard.studentName')}</dt>
          <dd>{result.student_name}</dd>
        </div>
        <div>
          <dt>{t('reportCard.studentId')}</dt>
          <dd>{result.student_id}</dd>
        </div>
        <div>
          <dt>{t('reportCard.classSection')}</dt>
          <dd>
            {f.number(result.class)} / {result.section}
          </dd>
        </div>
      </dl>
      <table className="report-card-marks">
        <caption className="visually-hidden">{t('reportCard.marksIn', { exam: result.exam_name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reportCard.subject')}</th>
            <th scope="col">{t('reportCard.obtained')}</th>
            <th scope="col">{t('reportCard.outOf')}</th>
          </tr>
        </thead>
        <tbody>
          {SUBJECT_FIELDS.map((field) => (
            <tr key={field}>
              <th scope="row">{t(subjectKey(field))}</th>
              <td>{mark(field)}</td>
              <td>{f.number(result.subject_max)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('reportCard.total')}</th>
            <td>{result.marks_obtained === null ? '—' : f.number(result.marks_obtained)}</td>
            <td>{f.number(total)}</td>
          </tr>
        </tfoot>
      </table>
      <dl className="report-card-result">
        <div>
          <dt>{t('reportCard.percentage')}</dt>
          <dd>{result.percentage === null ? '—' : `${f.number(result.percentage.toFixed(2))}%`}</dd>
        </div>
        <div>
          <dt>{t('reportCard.grade')}</dt>
          <dd>
            {result.grade ? (
              <strong className={`grade grade-${result.grade}`}>{result.grade}</strong>
            ) : (
              <span className="result-pending">{t('reportCard.pending')}</span>
            )}
          </dd>
        </div>
      </dl>
      <p className="report-card-scale">
        {t('reportCard.grades', { scale: scaleText(t, f, result.grading ?? GRADE_SCALE) })}
      </p>
      <footer className="report-card-signatures" aria-hidden="true">
        <span>{t('reportCard.classTeacher')}</span>
        <span>{t('reportCard.principal')}</span>
      </footer>
      <div className="report-card-actions no-print">
        <button type="button" className="btn" onClick={onPrint}>
          {t('reportCard.print')}
        </button>
      </div>
    </article>
  );
}
