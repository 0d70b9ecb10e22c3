import { z } from 'zod';
import { msg } from './i18n/packed-text';
import { computeResultOf, type ExamResult, type PendingResult } from './grades';
import type { SetupSubject } from './setup';
import { ABSENT_MARK, typedMarkOf } from './subject-marks';

// Marks by subject (docs/school-setup.md, phase 2): an exam has its own subjects, copied from its
// class when it is made, and a record one mark per subject, keyed by the subject's code.

/** One subject of an exam, as the exam was set: its class's subject then, less what only the setup uses. */
export type ExamSubject = Pick<SetupSubject, 'code' | 'name' | 'name_or' | 'name_hi' | 'max_marks' | 'counts_in_total'>;

/** A subject of a record as results show it. */
export interface SubjectResult extends ExamSubject {
  /** Null when not entered or absent. */
  mark: number | null;
  absent: boolean;
}

/** A record's marks by subject code, and the codes of the subjects the pupil was absent from. */
export interface CodedMarks {
  marks: Record<string, number | null>;
  absent: string[];
}

const CODE_MESSAGE = msg('marks.subjectCode');
const MARKS_MESSAGE = msg('marks.subjectMarks');

// A subject's code, as the setup names it (contracts/setup.ts checks the class's subjects with it).
export const SUBJECT_CODE = /^[a-z][a-z0-9_]{0,19}$/;
const subjectCode = z.string({ error: CODE_MESSAGE }).regex(SUBJECT_CODE, CODE_MESSAGE);
// The setup allows up to 1000 marks a subject; the exam's own maximum is checked by the server.
const MARK_LIMIT = 1000;
const CODES_LIMIT = 50;

const anyMark = typedMarkOf({ name: 'mark' }, MARK_LIMIT);

const typedMarks = z
  .record(subjectCode, z.unknown(), { error: MARKS_MESSAGE })
  .refine((m) => Object.keys(m).length <= CODES_LIMIT, MARKS_MESSAGE)
  .transform((m, ctx) => {
    const out: Record<string, number | null | typeof ABSENT_MARK> = {};
    for (const [code, v] of Object.entries(m)) {
      const parsed = anyMark.safeParse(v);
      if (parsed.success) out[code] = parsed.data;
      // Only a refused mark builds the schema that names its subject: building one per mark made a 40-row grid save 3x slower.
      else for (const issue of typedMarkOf({ name: code }, MARK_LIMIT).safeParse(v).error?.issues ?? []) ctx.addIssue({ code: 'custom', path: [code], message: issue.message });
    }
    return out;
  });

/** An entry's `marks: { code: number | null | "AB" }` and `absent: [codes]`, as they arrive. */
export const codedFields = {
  marks: typedMarks.default({}),
  absent: z.array(subjectCode, { error: MARKS_MESSAGE }).max(CODES_LIMIT).optional(),
};

/** The entry settled: a subject typed AB joins absent, and a subject with a mark cannot be absent too. */
export function settleCoded<T extends { marks: Record<string, number | null | typeof ABSENT_MARK>; absent?: string[] }>(
  v: T, ctx: z.RefinementCtx, at: (string | number)[] = [],
): Omit<T, 'marks' | 'absent'> & CodedMarks {
  const absent = new Set(v.absent ?? []);
  const marks: Record<string, number | null> = {};
  for (const [code, typed] of Object.entries(v.marks)) {
    if (typed === ABSENT_MARK) absent.add(code);
    else if (typed !== null && absent.has(code)) ctx.addIssue({ code: 'custom', path: [...at, 'marks', code], message: msg('marks.markedAbsent', { subject: code }) });
    marks[code] = typed === ABSENT_MARK ? null : typed;
  }
  return { ...v, marks, absent: [...absent] };
}

/** What a subject holds in a record: a mark, absent, or not entered (null). */
export const codedValue = (m: CodedMarks, code: string): number | 'absent' | null => (m.absent.includes(code) ? 'absent' : (m.marks[code] ?? null));

/** The result of a record over its exam's subjects: pending until each has a mark or is absent. */
export const resultOfSubjects = (subjects: readonly ExamSubject[], m: CodedMarks, totalMarks: number): ExamResult | PendingResult =>
  computeResultOf(subjects.map((s) => ({ value: codedValue(m, s.code), counts: s.counts_in_total })), totalMarks);

/** The marks that count in the total, added up. */
export const countedSum = (subjects: readonly ExamSubject[], m: CodedMarks): number =>
  subjects.reduce((sum, s) => sum + (s.counts_in_total ? (m.marks[s.code] ?? 0) : 0), 0);
