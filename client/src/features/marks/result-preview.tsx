import { computeResult, type ExamResult, SUBJECT_FIELDS, type SubjectField } from '@contracts/grades';
import { subjectMarks, totalMarks } from '@contracts/marks';

export type ResultPreview = ExamResult | { error: string } | null;

/**
 * What the server will compute for these inputs, by the same function (contracts/grades.ts).
 * Null while a mark is not a valid number yet.
 */
export function previewResult(values: Partial<Record<SubjectField | 'total_marks', unknown>>): ResultPreview {
  const marks = subjectMarks.safeParse(values);
  if (!marks.success) return null;
  const total = totalMarks.safeParse(values.total_marks);
  if (!total.success) return { error: total.error.issues[0].message };
  const result = computeResult(marks.data, total.data);
  if (result.marks_obtained > total.data) return { error: `Marks obtained (${result.marks_obtained}) cannot be more than Total Marks (${total.data}).` };
  return result;
}

export const hasSubjects = (values: Partial<Record<SubjectField, unknown>>) => SUBJECT_FIELDS.some((f) => values[f] !== '' && values[f] !== undefined);

/** Live obtained / percentage / grade, announced politely as it changes. */
export function ResultSummary({ preview, total }: { preview: ResultPreview; total?: unknown }) {
  if (!preview) return <span className="result-summary marks-muted">Enter whole numbers from 0 to 100.</span>;
  if ('error' in preview) return <span className="result-summary text-error">{preview.error}</span>;
  return (
    <span className="result-summary">
      <span>
        Marks obtained: <strong>{preview.marks_obtained}</strong>
        {total !== undefined && ` / ${String(total)}`}
      </span>
      <span>
        Percentage: <strong>{preview.percentage.toFixed(2)}%</strong>
      </span>
      <span>
        Grade: <strong className={`grade grade-${preview.grade}`}>{preview.grade}</strong>
      </span>
    </span>
  );
}
