import { computeResult, type ExamResult, SUBJECT_FIELDS, type SubjectField } from '@contracts/grades';
import { subjectMarks, totalMarks } from '@contracts/marks';

export type ResultPreview = ExamResult | { error: string } | null;

/**
 * What the server will compute for these inputs, by the same function (contracts/grades.ts).
 * Null while a mark or the total is not a valid number yet (their own fields say why).
 */
export function previewResult(values: Partial<Record<SubjectField | 'total_marks', unknown>>): ResultPreview {
  const marks = subjectMarks.safeParse(values);
  const total = totalMarks.safeParse(values.total_marks);
  if (!marks.success || !total.success) return null;
  const result = computeResult(marks.data, total.data);
  if (result.marks_obtained > total.data) return { error: `Marks obtained (${result.marks_obtained}) cannot be more than Total Marks (${total.data}).` };
  return result;
}

export const hasSubjects = (values: Partial<Record<SubjectField, unknown>>) => SUBJECT_FIELDS.some((f) => values[f] !== '' && values[f] !== undefined);

/** Live obtained / percentage / grade. Compact (for grid rows) keeps the labels for screen readers only. */
export function ResultSummary({ preview, total, compact = false }: { preview: ResultPreview; total?: unknown; compact?: boolean }) {
  if (!preview) return <span className="result-summary marks-muted">—</span>;
  if ('error' in preview) return <span className="result-summary text-error">{preview.error}</span>;
  const label = (text: string) => (compact ? <span className="visually-hidden">{text} </span> : `${text} `);
  return (
    <span className={`result-summary ${compact ? 'is-compact' : ''}`}>
      <span>
        {label('Marks obtained:')}
        <strong>{preview.marks_obtained}</strong>
        {total !== undefined && ` / ${String(total)}`}
      </span>
      <span>
        {label('Percentage:')}
        <strong>{preview.percentage.toFixed(2)}%</strong>
      </span>
      <span>
        {label('Grade:')}
        <strong className={`grade grade-${preview.grade}`}>{preview.grade}</strong>
      </span>
    </span>
  );
}
