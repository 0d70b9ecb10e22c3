// The standard grade scale: the default template's scheme, which a class's grading in the school's
// setup replaces (docs/school-setup.md). The server stores what these functions compute, and the
// marks screens preview with the same functions, so a preview can never disagree with a result.
//
// | Percentage        | Grade |
// |-------------------|-------|
// | 90.00 - 100.00    | A1    |
// | 80.00 - 89.99     | A2    |
// | 70.00 - 79.99     | B1    |
// | 60.00 - 69.99     | B2    |
// | 50.00 - 59.99     | C1    |
// | 40.00 - 49.99     | C2    |
// | 33.00 - 39.99     | D     |
// | below 33.00       | E     |
//
// The percentage is rounded to two decimals first and the grade read from that rounded value,
// so the grade always matches the percentage the student sees.

export const GRADE_SCALE = [
  { min: 90, grade: 'A1' },
  { min: 80, grade: 'A2' },
  { min: 70, grade: 'B1' },
  { min: 60, grade: 'B2' },
  { min: 50, grade: 'C1' },
  { min: 40, grade: 'C2' },
  { min: 33, grade: 'D' },
  { min: 0, grade: 'E' },
] as const;

/** A grade of some scheme: the standard scale's A1-E, or a school's own (a class's grading in the setup). */
export type Grade = string;

/** A band of a grading scheme: a percentage at or above `min` (below the next band's) earns `grade`. */
export interface GradeBand {
  grade: string;
  min: number;
}

export const SUBJECT_FIELDS = ['math', 'english', 'physics', 'chemistry', 'odia', 'hindi'] as const;
export type SubjectField = (typeof SUBJECT_FIELDS)[number];
export const SUBJECT_MAX = 100;
export const TOTAL_MARKS_MAX = SUBJECT_MAX * SUBJECT_FIELDS.length;

/** A subject's mark: a whole number, or null when it is not entered or the student was absent. */
export type SubjectMarks = Record<SubjectField, number | null>;

export interface ExamResult {
  marks_obtained: number;
  /** Two decimals, e.g. 83.33. */
  percentage: number;
  grade: Grade;
}

/** No result yet: some subject is neither entered nor marked absent. */
export interface PendingResult {
  marks_obtained: null;
  percentage: null;
  grade: null;
}

export const PENDING_RESULT: PendingResult = { marks_obtained: null, percentage: null, grade: null };

/** The grade a percentage earns on a scale (highest band first; every scheme has a band from 0). */
export function gradeFor(percentage: number, scale: readonly GradeBand[] = GRADE_SCALE): Grade {
  for (const step of scale) if (percentage >= step.min) return step.grade;
  return scale[scale.length - 1]?.grade ?? 'E';
}

/** Two-decimal percentage, rounded half up, computed in integers so 2/3 gives 66.67 exactly. */
export function percentageOf(obtained: number, total: number): number {
  if (!(total > 0)) throw new RangeError('Total Marks must be greater than zero.');
  return Math.round((obtained * 10_000) / total) / 100;
}

/** The marks entered so far; an absent or not-entered subject adds nothing. */
export const obtainedOf = (marks: SubjectMarks): number => SUBJECT_FIELDS.reduce((sum, f) => sum + (marks[f] ?? 0), 0);

/** Every subject has a mark or is marked absent. */
export const isComplete = (marks: SubjectMarks, absent: readonly SubjectField[]): boolean =>
  SUBJECT_FIELDS.every((f) => marks[f] !== null || absent.includes(f));

/**
 * The exam's result, or a pending one while any subject is neither entered nor absent: a
 * result from half the papers would tell a family something untrue. Absence counts as 0.
 */
export function computeResult(
  marks: SubjectMarks,
  totalMarks: number,
  absent: readonly SubjectField[] = [],
): ExamResult | PendingResult {
  return computeResultOf(
    SUBJECT_FIELDS.map((f) => ({ value: absent.includes(f) ? 'absent' : marks[f], counts: true })),
    totalMarks,
  );
}

/** computeResult over any subjects: each a mark, absent or not entered (null), counted in the total or not. */
export function computeResultOf(
  subjects: readonly { value: number | 'absent' | null; counts: boolean }[],
  totalMarks: number,
  scale: readonly GradeBand[] = GRADE_SCALE,
): ExamResult | PendingResult {
  if (!subjects.length || subjects.some((s) => s.value === null)) return PENDING_RESULT;
  const obtained = subjects.reduce((sum, s) => sum + (s.counts && typeof s.value === 'number' ? s.value : 0), 0);
  const percentage = percentageOf(obtained, totalMarks);
  return { marks_obtained: obtained, percentage, grade: gradeFor(percentage, scale) };
}
