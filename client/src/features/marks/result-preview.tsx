import {
  type ExamResult,
  type Grade,
  type GradeBand,
  type PendingResult,
  SUBJECT_FIELDS,
  SUBJECT_MAX,
  type SubjectField,
} from '@contracts/grades';
import { countedSum, type ExamSubject, resultOfSubjects } from '@contracts/exam-subjects';
import { gridTotalMarks, totalMarks } from '@contracts/marks';
import { serverSentence, t as text } from '../../i18n/language';
import { useFormat } from '../../lib/use-format';
import { usePercentText } from '../../lib/use-percent';
import { useT } from '../../i18n/use-t';
import { msg } from '@contracts/i18n/packed-text';
import { readRow } from './grid-values';

export type ResultPreview = ExamResult | PendingResult | { error: string } | null;

/** What a student sees instead of a grade until every subject is entered or absent. */
export const resultPending = () => text('reportCard.pending');

type Columns = { subjects: readonly ExamSubject[]; nameOf: (s: ExamSubject) => string; grading?: readonly GradeBand[] };

/**
 * What the server will compute for a row of typed marks over the exam's subjects, by the same
 * functions (contracts/exam-subjects.ts). Null while a mark or the total is not a valid number
 * yet, or a mark is above its subject's maximum (the cells and fields say why).
 */
export function previewOfRow(
  cols: Columns,
  values: Partial<Record<string, unknown>>,
  totalText: unknown,
  total = gridTotalMarks,
): ResultPreview {
  const { refused, marks } = readRow(cols.subjects, values, cols.nameOf);
  const parsed = total.safeParse(totalText);
  if (refused.length || !parsed.success || cols.subjects.some((s) => (marks.marks[s.code] ?? 0) > s.max_marks))
    return null;
  const obtained = countedSum(cols.subjects, marks);
  if (obtained > parsed.data)
    return { error: serverSentence(msg('marks.overTotal', { sum: obtained, total: parsed.data })) };
  return resultOfSubjects(cols.subjects, marks, parsed.data, cols.grading);
}

// The one-student form has the spec's six fields, each out of 100, and the spec's total.
const SPEC: Columns = {
  subjects: SUBJECT_FIELDS.map((code) => ({
    code,
    name: code,
    name_or: null,
    name_hi: null,
    max_marks: SUBJECT_MAX,
    counts_in_total: true,
  })),
  nameOf: (s) => s.name,
};

/** previewOfRow for the one-student form's six fields and Total Marks. */
export const previewResult = (values: Partial<Record<SubjectField | 'total_marks', unknown>>): ResultPreview =>
  previewOfRow(SPEC, values, values.total_marks, totalMarks);

export const hasSubjects = (values: Partial<Record<SubjectField, unknown>>) =>
  SUBJECT_FIELDS.some((f) => values[f] !== '' && values[f] !== undefined);

/** A grade, or "Result pending" while the exam has none. */
export function GradeBadge({ grade }: { grade: Grade | null }) {
  const t = useT();
  return grade ? (
    <strong className={`grade grade-${grade}`}>{grade}</strong>
  ) : (
    <span className="result-pending">{t('reportCard.pending')}</span>
  );
}

/** Live obtained / percentage / grade. Compact (for grid rows) keeps the labels for screen readers only. */
export function ResultSummary({
  preview,
  total,
  compact = false,
}: {
  preview: ResultPreview;
  total?: unknown;
  compact?: boolean;
}) {
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
