import { type CodedMarks, type ExamSubject } from '@contracts/exam-subjects';
import type { ExamRecord } from '@contracts/exams';
import type { GradeBand } from '@contracts/grades';
import { AppError } from '../../core/errors';
import { examsRepo } from '../exams/exams.repo';
import { choicesRepo } from '../setup/choices.repo';
import { classRules } from '../setup/class-rules';
import { labelOf, notChosenOf, overTotalOf, problemsOf, requireSubjects } from './exam-marks';

// What every write of marks checks before it writes, the same for one record (POST, PUT) as for
// a class's grid: the exam's subjects, the marks against them and the pupil's choices, the
// subjects still open in the class's setup, and the total.

/** The exam's subjects; an exam without any takes no marks. */
export async function subjectsFor(exam: ExamRecord): Promise<ExamSubject[]> {
  const subjects = await examsRepo.subjectsOf(exam.id);
  requireSubjects(exam, subjects);
  return subjects;
}

/** Refuses what the exam cannot take, every field named at once. */
export function requireValid(fields: Record<string, string>): void {
  const first = Object.values(fields)[0];
  if (first) throw new AppError(400, first, { fields });
}

/** The subjects named as teachers' records name them, for the teaching policy. */
export const labels = (subjects: readonly ExamSubject[], codes: readonly string[]) =>
  codes.map((c) => labelOf(subjects, c));
export const allLabels = (subjects: readonly ExamSubject[]) =>
  labels(
    subjects,
    subjects.map((s) => s.code),
  );

/**
 * Per pupil, the exam's subjects they do not take (of a choice group, those they did not
 * choose); read only for an exam that has a choice group.
 */
export const skipsFor = async (
  examId: number,
  subjects: readonly ExamSubject[],
  ids: readonly string[],
): Promise<Map<string, string[]>> =>
  subjects.some((s) => s.choice_group) ? choicesRepo.skipsOf(examId, ids) : new Map();

/** An entry's field errors: what the exam cannot take, and marks of subjects the pupil does not take. */
export const entryProblems = (
  exam: ExamRecord,
  subjects: readonly ExamSubject[],
  marks: CodedMarks,
  skips: readonly string[],
  who: string,
  at?: (string | number)[],
): Record<string, string> => ({
  ...problemsOf(exam, subjects, marks, at),
  ...notChosenOf(subjects, marks, skips, who, at),
});

/** The class's grading, once the subjects a write changes are known to be open in its setup. */
export async function gradingForWrite(cls: number, changed: readonly string[], examName: string): Promise<GradeBand[]> {
  const rules = await classRules.of(cls);
  classRules.assertSubjectsOpen(rules, changed, examName);
  return rules.grading;
}

/**
 * One pupil's record as POST and PUT write it: refused with every field named, or what it is
 * written with: the subjects the pupil does not take and the grading. `total` is the one sent,
 * else the record's (or its section's), checked against the marks.
 */
export async function checkRecord(
  a: {
    exam: ExamRecord;
    subjects: readonly ExamSubject[];
    marks: CodedMarks;
    studentId: string;
    cls: number;
    changed: readonly string[];
  },
  total: number,
): Promise<{ skips: string[]; grading: GradeBand[] }> {
  const skips = (await skipsFor(a.exam.id, a.subjects, [a.studentId])).get(a.studentId) ?? [];
  requireValid(entryProblems(a.exam, a.subjects, a.marks, skips, a.studentId));
  const grading = await gradingForWrite(a.cls, a.changed, a.exam.name);
  const over = overTotalOf(a.subjects, a.marks, total);
  if (over) throw new AppError(400, over, { fields: { total_marks: over } });
  return { skips, grading };
}
