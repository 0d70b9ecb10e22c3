import {
  type CodedMarks,
  codedValue,
  countedSum,
  type ExamSubject,
  isSpecField,
  resultOfSubjects,
  teachingName,
} from '@contracts/exam-subjects';
import type { ExamRecord } from '@contracts/exams';
import { type GradeBand, SUBJECT_FIELDS } from '@contracts/grades';
import { msg, ref, type TextRef } from '@contracts/i18n/packed-text';
import { type EnteredMarks, subjectKey } from '@contracts/subject-marks';
import { AppError } from '../../core/errors';
import type { MarksRow, StoredMarks } from './marks.repo';

// A record's marks checked and written against its exam's own subjects (docs/school-setup.md,
// phase 2): the codes must be the exam's, each mark within its subject's maximum.

/**
 * The spec's six fields as marks by code. Subjects of the exam beyond those six cannot be sent
 * in the spec's body: a write through it keeps what the stored record holds for them.
 */
export function fromSpecFields(
  m: EnteredMarks,
  subjects: readonly ExamSubject[],
  stored: CodedMarks | undefined,
): CodedMarks {
  const marks: Record<string, number | null> = {};
  const absent: string[] = [...m.absent];
  for (const f of SUBJECT_FIELDS) marks[f] = m[f];
  for (const s of subjects) {
    if (isSpecField(s.code) || !stored) continue;
    marks[s.code] = stored.marks[s.code] ?? null;
    if (stored.absent.includes(s.code)) absent.push(s.code);
  }
  return { marks, absent };
}

/** How teachers' records and messages name a subject: the spec's label for the six, else the exam's name for it. */
export const labelOf = (subjects: readonly ExamSubject[], code: string): string =>
  teachingName(subjects.find((s) => s.code === code) ?? { code, name: code });

/** A subject in a message: the spec's six in the reader's language, another by the exam's name for it. */
const subjectText = (subjects: readonly ExamSubject[], code: string): TextRef | string =>
  isSpecField(code) ? ref(subjectKey(code)) : (subjects.find((s) => s.code === code)?.name ?? code);

/**
 * Field errors for what the exam cannot take: a mark or absence for a subject it does not have,
 * a mark above its subject's maximum. Keyed by the field (`at` then the code).
 */
export function problemsOf(
  exam: ExamRecord,
  subjects: readonly ExamSubject[],
  m: CodedMarks,
  at: (string | number)[] = [],
): Record<string, string> {
  const fields: Record<string, string> = {};
  const key = (code: string) => [...at, code].join('.');
  for (const code of new Set([...Object.keys(m.marks), ...m.absent])) {
    const subject = subjects.find((s) => s.code === code);
    const value = codedValue(m, code);
    if (!subject) {
      if (value !== null) fields[key(code)] = msg('marks.notASubject', { exam: exam.name, subject: code });
    } else if (typeof value === 'number' && value > subject.max_marks) {
      fields[key(code)] = msg('marks.overMax', {
        subject: subjectText(subjects, code),
        max: subject.max_marks,
        exam: exam.name,
      });
    }
  }
  return fields;
}

/** Refuses an exam without subjects (its class has none in the setup): there is nothing to mark. */
export function requireSubjects(exam: ExamRecord, subjects: readonly ExamSubject[]): void {
  if (!subjects.length) throw new AppError(409, msg('marks.noSubjects', { exam: exam.name, class: exam.class }));
}

/** The sentence for marks that add up to more than their total, or null when they fit. */
export function overTotalOf(
  subjects: readonly ExamSubject[],
  m: CodedMarks,
  total: number,
  who?: string,
): string | null {
  const sum = countedSum(subjects, m);
  if (sum <= total) return null;
  return who ? msg('marks.overTotalBy', { who, sum, total }) : msg('marks.overTotal', { sum, total });
}

/** The codes whose value a write changes: against the stored record, else those it enters. */
export const changedCodes = (
  subjects: readonly ExamSubject[],
  next: CodedMarks,
  stored: CodedMarks | undefined,
): string[] =>
  subjects.map((s) => s.code).filter((c) => codedValue(next, c) !== (stored ? codedValue(stored, c) : null));

/** The record to write: one row per subject of the exam; the result only from here, on the class's grading. */
export function recordRow(
  who: { student_id: string; section: MarksRow['section'] },
  cls: number,
  exam: ExamRecord,
  subjects: readonly ExamSubject[],
  m: CodedMarks,
  totalMarks: number,
  accountId: number,
  grading: readonly GradeBand[],
  skips: readonly string[] = [],
): MarksRow {
  return {
    student_id: who.student_id,
    exam_id: exam.id,
    class: cls,
    section: who.section,
    total_marks: totalMarks,
    // The result is over the subjects the pupil takes: of a choice group, only the one they chose.
    ...resultOfSubjects(
      subjects.filter((s) => !skips.includes(s.code)),
      m,
      totalMarks,
      grading,
    ),
    entered_by: accountId,
    subjects: subjects.map((s) => ({
      code: s.code,
      mark: m.absent.includes(s.code) ? null : (m.marks[s.code] ?? null),
      absent: m.absent.includes(s.code),
    })),
  };
}

/** Whether writing this row would leave the stored one as it is (its result follows from these). */
export const sameRecord = (
  next: MarksRow,
  stored: StoredMarks | undefined,
  subjects: readonly ExamSubject[],
): boolean =>
  !!stored &&
  next.class === stored.class &&
  next.section === stored.section &&
  next.total_marks === stored.total_marks &&
  changedCodes(
    subjects,
    {
      marks: Object.fromEntries(next.subjects.map((s) => [s.code, s.mark])),
      absent: next.subjects.filter((s) => s.absent).map((s) => s.code),
    },
    stored,
  ).length === 0;

/** Field errors for marks of subjects the pupil does not take (another of the group was chosen). */
export function notChosenOf(
  subjects: readonly ExamSubject[],
  m: CodedMarks,
  skips: readonly string[],
  who: string,
  at: (string | number)[] = [],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const code of skips)
    if (codedValue(m, code) !== null)
      fields[[...at, code].join('.')] = msg('marks.notChosen', { who, subject: subjectText(subjects, code) });
  return fields;
}
