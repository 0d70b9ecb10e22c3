import { useId } from 'react';
import { GRADE_SCALE, SUBJECT_FIELDS } from '@contracts/grades';
import { DEFAULT_TOTAL_MARKS, type MarksRecord, subjectLabel } from '@contracts/marks';
import { GradeBadge, percentText } from './result-preview';

// The school's one scale, written out for the printed card: "A1 90–100 · A2 80–89.99 · … · E below 33".
const SCALE_TEXT = GRADE_SCALE.map((step, i) => {
  if (step.min === 0) return `${step.grade} below ${GRADE_SCALE[i - 1].min}`;
  const upper = i === 0 ? 100 : (GRADE_SCALE[i - 1].min - 0.01).toFixed(2);
  return `${step.grade} ${step.min}–${upper}`;
}).join(' · ');

/** One exam's result, laid out to be read on screen and printed as a report card. */
export function ReportCard({ result, schoolName, printTarget, onPrint }: { result: MarksRecord; schoolName: string; printTarget: boolean; onPrint: () => void }) {
  const id = useId();
  const total = result.total_marks || DEFAULT_TOTAL_MARKS;
  return (
    <article className={`card report-card${printTarget ? ' is-print-target' : ''}`} aria-labelledby={`${id}-exam`}>
      <header className="report-card-header">
        <p className="report-card-school">{schoolName}</p>
        <p className="report-card-kind">Report Card</p>
        <h2 id={`${id}-exam`}>{result.exam_name}</h2>
      </header>
      <dl className="report-card-student">
        <div>
          <dt>Student Name</dt>
          <dd>{result.student_name}</dd>
        </div>
        <div>
          <dt>Student ID</dt>
          <dd>{result.student_id}</dd>
        </div>
        <div>
          <dt>Class / Section</dt>
          <dd>
            {result.class} / {result.section}
          </dd>
        </div>
      </dl>
      <table className="report-card-marks">
        <caption className="visually-hidden">Marks in {result.exam_name}</caption>
        <thead>
          <tr>
            <th scope="col">Subject</th>
            <th scope="col">Marks Obtained</th>
            <th scope="col">Out of</th>
          </tr>
        </thead>
        <tbody>
          {SUBJECT_FIELDS.map((f) => (
            <tr key={f}>
              <th scope="row">{subjectLabel(f)}</th>
              <td>{result.absent.includes(f) ? 'Absent' : (result[f] ?? 'Not entered')}</td>
              <td>{result.subject_max}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{result.marks_obtained ?? '—'}</td>
            <td>{total}</td>
          </tr>
        </tfoot>
      </table>
      <dl className="report-card-result">
        <div>
          <dt>Percentage</dt>
          <dd>{percentText(result.percentage)}</dd>
        </div>
        <div>
          <dt>Grade</dt>
          <dd>
            <GradeBadge grade={result.grade} />
          </dd>
        </div>
      </dl>
      <p className="report-card-scale">Grades: {SCALE_TEXT}</p>
      <footer className="report-card-signatures" aria-hidden="true">
        <span>Class Teacher</span>
        <span>Principal</span>
      </footer>
      <div className="report-card-actions no-print">
        <button type="button" className="btn" onClick={onPrint}>
          Print report card
        </button>
      </div>
    </article>
  );
}
