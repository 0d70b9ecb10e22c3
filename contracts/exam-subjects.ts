import { z } from 'zod';
import { SUBJECT_CODE } from './fields';
import { msg } from './i18n/packed-text';
import {
  computeResultOf,
  type ExamResult,
  type GradeBand,
  type PendingResult,
  SUBJECT_FIELDS,
  type SubjectField,
} from './grades';
import type { Language } from './i18n/languages';
import type { SetupSubject } from './setup';
import { ABSENT_MARK, subjectLabel, typedMarkOf } from './subject-marks';

// Marks by subject (docs/school-setup.md, phase 2): an exam has its own subjects, copied from its
// class when it is made, and a record one mark per subject, keyed by the subject's code.

/** One subject of an exam, as the exam was set: its class's subject then, less what only the setup uses. */
export type ExamSubject = Pick<
  SetupSubject,
  'code' | 'name' | 'name_or' | 'name_hi' | 'max_marks' | 'counts_in_total'
> & {
  /** Its class's choice group when the exam was set: a pupil takes one subject of a group. */
  choice_group?: string | null;
};

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

const subjectCode = z.string({ error: CODE_MESSAGE }).regex(SUBJECT_CODE, CODE_MESSAGE);
// The setup allows up to 1000 marks a subject; the exam's own maximum is checked by the server.
const MARK_LIMIT = 1000;
const CODES_LIMIT = 50;

const anyMark = typedMarkOf({ name: 'mark' }, MARK_LIMIT);
type Typed = number | null | typeof ABSENT_MARK;

/**
 * One typed mark read as the server reads it: a whole number up to the setup's limit, blank
 * (null) or AB; else the messages, which call the subject `name` (its code on the server, the
 * school's name for it on a screen).
 */
export function readTypedMark(v: unknown, name: string): { value: Typed } | { messages: string[] } {
  const parsed = anyMark.safeParse(v);
  if (parsed.success) return { value: parsed.data };
  // Only a refused mark builds the schema that names its subject: building one per mark made a 40-row grid save 3x slower.
  return { messages: (typedMarkOf({ name }, MARK_LIMIT).safeParse(v).error?.issues ?? []).map((i) => i.message) };
}

const typedMarks = z
  .record(subjectCode, z.unknown(), { error: MARKS_MESSAGE })
  .refine((m) => Object.keys(m).length <= CODES_LIMIT, MARKS_MESSAGE)
  .transform((m, ctx) => {
    const out: Record<string, Typed> = {};
    for (const [code, v] of Object.entries(m)) {
      const read = readTypedMark(v, code);
      if ('value' in read) out[code] = read.value;
      else for (const message of read.messages) ctx.addIssue({ code: 'custom', path: [code], message });
    }
    return out;
  });

/** An entry's `marks: { code: number | null | "AB" }` and `absent: [codes]`, as they arrive. */
export const codedFields = {
  marks: typedMarks.default({}),
  absent: z.array(subjectCode, { error: MARKS_MESSAGE }).max(CODES_LIMIT).optional(),
};

/** What a copy of the marks showed, as typed marks (`{ code: number | null | "AB" }`). */
export const shownMarks = typedMarks;
export type TypedMark = Typed;

/** The entry settled: a subject typed AB joins absent, and a subject with a mark cannot be absent too. */
export function settleCoded<T extends { marks: Record<string, number | null | typeof ABSENT_MARK>; absent?: string[] }>(
  v: T,
  ctx: z.RefinementCtx,
  at: (string | number)[] = [],
): Omit<T, 'marks' | 'absent'> & CodedMarks {
  const absent = new Set(v.absent ?? []);
  const marks: Record<string, number | null> = {};
  for (const [code, typed] of Object.entries(v.marks)) {
    if (typed === ABSENT_MARK) absent.add(code);
    else if (typed !== null && absent.has(code))
      ctx.addIssue({
        code: 'custom',
        path: [...at, 'marks', code],
        message: msg('marks.markedAbsent', { subject: code }),
      });
    marks[code] = typed === ABSENT_MARK ? null : typed;
  }
  return { ...v, marks, absent: [...absent] };
}

/** What a subject holds in a record: a mark, absent, or not entered (null). */
export const codedValue = (m: CodedMarks, code: string): number | 'absent' | null =>
  m.absent.includes(code) ? 'absent' : (m.marks[code] ?? null);

/**
 * The result of a record over its exam's subjects, graded on its class's scheme: pending until
 * each has a mark or is absent.
 */
export const resultOfSubjects = (
  subjects: readonly ExamSubject[],
  m: CodedMarks,
  totalMarks: number,
  scale?: readonly GradeBand[],
): ExamResult | PendingResult =>
  computeResultOf(
    subjects.map((s) => ({ value: codedValue(m, s.code), counts: s.counts_in_total })),
    totalMarks,
    scale,
  );

/** The marks that count in the total, added up. */
export const countedSum = (subjects: readonly ExamSubject[], m: CodedMarks): number =>
  subjects.reduce((sum, s) => sum + (s.counts_in_total ? (m.marks[s.code] ?? 0) : 0), 0);

/** Whether a code is one of the spec's six subjects, whose marks the spec's fields carry. */
export const isSpecField = (code: string): code is SubjectField => (SUBJECT_FIELDS as readonly string[]).includes(code);

/** How teachers' records name a subject of an exam: the spec's label for its six (Math), else the school's name (Sanskrit). */
export const teachingName = (s: Pick<ExamSubject, 'code' | 'name'>): string =>
  isSpecField(s.code) ? subjectLabel(s.code) : s.name;

/** A subject's name as the school wrote it in the reader's language, English where it gave none. */
export const subjectNameIn = (s: Pick<ExamSubject, 'name' | 'name_or' | 'name_hi'>, language: Language): string =>
  (language === 'or' ? s.name_or : language === 'hi' ? s.name_hi : null) || s.name;
