import { computeResult, type ExamResult, type Grade, type PendingResult, SUBJECT_FIELDS, type SubjectField } from '@contracts/grades';
import { countedSum, type ExamSubject, resultOfSubjects } from '@contracts/exam-subjects';
import { gridTotalMarks, totalMarks } from '@contracts/marks';
import { subjectEntry } from '@contracts/subject-marks';
import { serverSentence, t as text } from '../../i18n/language';
import { useFormat } from '../../i18n/use-format';
import { usePercentText } from '../../lib/use-percent';
import { useT } from '../../i18n/use-t';
import { msg } from '@contracts/i18n/packed-text';
import { readRow, type RowValues } from './grid-values';

export type ResultPreview = ExamResult | PendingResult | { error: string } | null;

/** What a student sees instead of a grade until every subject is entered or absent. */
export const resultPending = () => text('reportCard.pending');

/**
 * What the server will compute for these inputs, by the same function (contracts/grades.ts).
 * Null while a mark or the total is not a valid number yet (their own fields say why).
 */
export function previewResult(values: Partial<Record<SubjectField | 'total_marks', unknown>>): ResultPreview {
  const marks = subjectEntry.safeParse(values);
  const total = totalMarks.safeParse(values.total_marks);
  if (!marks.success || !total.success) return null;
  const result = computeResult(marks.data, total.data, marks.data.absent);
  const obtained = SUBJECT_FIELDS.reduce((sum, f) => sum + (marks.data[f] ?? 0), 0);
  if (obtained > total.data) return { error: serverSentence(msg('marks.overTotal', { sum: obtained, total: total.data })) };
  return result;
}

/** previewResult for a grid row over the exam's own subjects: null while a cell or the total is not valid yet. */
export function previewOfRow(cols: { subjects: readonly ExamSubject[]; nameOf: (s: ExamSubject) => string }, values: RowValues, totalText: unknown): ResultPreview {
  const { refused, marks } = readRow(cols.subjects, values, cols.nameOf);
  const total = gridTotalMarks.safeParse(totalText);
  if (refused.length || !total.success) return null;
  const obtained = countedSum(cols.subjects, marks);
  if (obtained > total.data) return { error: serverSentence(msg('marks.overTotal', { sum: obtained, total: total.data })) };
  return resultOfSubjects(cols.subjects, marks, total.data);
}

export const hasSubjects = (values: Partial<Record<SubjectField, unknown>>) => SUBJECT_FIELDS.some((f) => values[f] !== '' && values[f] !== undefined);

/** A grade, or "Result pending" while the exam has none. */
export function GradeBadge({ grade }: { grade: Grade | null }) {
  const t = useT();
  return grade ? <strong className={`grade grade-${grade}`}>{grade}</strong> : <span className="result-pending">{t('reportCard.pending')}</span>;
}



/** Live obtained / percentage / grade. Compact (for grid rows) keeps the labels for screen readers only. */
export function ResultSummary({ preview, total, compact = false }: { preview: ResultPreview; total?: unknown; compact?: boolean }) {
  const t = useT();
  const f = useFormat();
  const percent = usePercentText();
  if (!preview) return <span className="result-summary marks-muted">—</span>;
  if ('error' in preview) return <span className="result-summary text-error">{preview.error}</span>;
  if (preview.grade === null) return <span className="result-summary result-pending">{t('marks.pendingSome')}</span>;
  const label = (text: string) => (compact ? <span className="visually-hidden">{text} </span> : `${text} `);
  return (
    <span className={`result-summary ${compact ? 'is-compact' : ''}`}>
      <span>
        {label(t('marks.obtainedLabel'))}
        <strong>{f.number(preview.marks_obtained)}</strong>
        {total !== undefined && ` / ${String(total)}`}
      </span>
      <span>
        {label(t('marks.percentageLabel'))}
        <strong>{percent(preview.percentage)}</strong>
      </span>
      <span>
        {label(t('marks.gradeLabel'))}
        <GradeBadge grade={preview.grade} />
      </span>
    </span>
  );
}
