import { z } from 'zod';
import { recordId } from './record-id';
import { setupClass, setupPlaceFilter, studentBatch, studentId } from './school-fields';
import type { Gender, Section } from './enums';
import { trimmed, wholeNumber } from './fields';
import { type Grade, type GradeBand, SUBJECT_FIELDS, type SubjectMarks, TOTAL_MARKS_MAX } from './grades';
import {
  codedFields,
  type CodedMarks,
  type ExamSubject,
  settleCoded,
  shownMarks,
  type SubjectResult,
  type TypedMark,
} from './exam-subjects';
import { listParams } from './list';
import { absentSubjects, type EnteredMarks, overTotal, settleAbsent, subjectFields } from './subject-marks';
import { msg } from './i18n/packed-text';

export { overTotal, subjectLabel } from './subject-marks';

export const TOTAL_MARKS_ERROR = msg('marks.totalPositive');
export const DEFAULT_TOTAL_MARKS = TOTAL_MARKS_MAX;

export const totalMarks = wholeNumber('label.totalMarks', 1, TOTAL_MARKS_MAX, {
  required: TOTAL_MARKS_ERROR,
  tooSmall: TOTAL_MARKS_ERROR,
  tooLarge: msg('marks.totalMax', { max: TOTAL_MARKS_MAX }),
});

export const examName = trimmed('label.examName', 100)
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), msg('marks.examNameControl'))
  .transform((s) => s.replace(/\s+/g, ' '));

const obtainedWithinTotal = <T extends SubjectMarks & { total_marks?: number }>(m: T, ctx: z.RefinementCtx) => {
  const problem = m.total_marks === undefined ? null : overTotal(m, m.total_marks);
  if (problem) ctx.addIssue({ code: 'custom', path: ['total_marks'], message: problem });
};

// The original client sends no total_marks: left out, it is the exam's total on POST and the
// stored total on PUT (the server checks the marks against it). Sent, it must be valid.
const marksFields = z.object({
  student_id: studentId,
  exam_name: examName,
  // Any class of the school's setup by name (LKG); 1-10 as the spec's numbers.
  class: setupClass,
  ...subjectFields,
  absent: absentSubjects.optional(),
  total_marks: totalMarks.optional(),
});

/**
 * The spec's POST body. marks_obtained, percentage and grade are always computed by the server;
 * anything the client sends for them (or for the student's details) is ignored.
 */
export const MarksInput = marksFields.transform((v, ctx) => settleAbsent(v, ctx)).superRefine(obtainedWithinTotal);
export type MarksInput = z.output<typeof MarksInput>;

/** The spec's PUT body; a student_id left out keeps the stored one (the original edit dialog sends none). */
export const MarksUpdate = marksFields
  .extend({ id: recordId(), student_id: studentId.optional() })
  .transform((v, ctx) => settleAbsent(v, ctx))
  .superRefine(obtainedWithinTotal);
export type MarksUpdate = z.output<typeof MarksUpdate>;

export const MarksIdQuery = z.object({ id: recordId() });

export const MARKS_SORTS = [
  'student_id',
  'student_name',
  'class',
  'section',
  'exam_name',
  'marks_obtained',
  'percentage',
  'grade',
] as const;

export const MarksListQuery = listParams(MARKS_SORTS).extend({
  ...setupPlaceFilter,
  exam_name: examName.optional(),
  student_id: studentId.optional(),
});
export type MarksListQuery = z.output<typeof MarksListQuery>;

export const StudentMarksParams = z.object({ student_id: studentId });

/** The 404 of GET /student/marks/{id}: nobody has this Student ID. */
export const NO_MARKS_FOUND = msg('marks.noneFound');

/** A class (and section) of the school's setup by name: LKG section D, or class 5 as the spec names it. */
export const MarksGridQuery = z.object({ ...setupPlaceFilter, class: setupClass, exam_name: examName });
export type MarksGridQuery = z.output<typeof MarksGridQuery>;

// The spec's six fields, sent flat on a grid entry as before, are marks of the subjects of those codes.
function foldSpecFields(entry: unknown): unknown {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return entry;
  const { marks, ...rest } = entry as Record<string, unknown>;
  const flat = SUBJECT_FIELDS.filter((f) => f in rest);
  if (!flat.length) return entry;
  for (const f of flat) delete rest[f];
  const coded = marks && typeof marks === 'object' && !Array.isArray(marks) ? marks : {};
  return {
    ...rest,
    marks: { ...Object.fromEntries(flat.map((f) => [f, (entry as Record<string, unknown>)[f]])), ...coded },
  };
}

/** A subject of a 409 grid answer: what the teacher sent, and what the server holds now. */
export interface GridConflict {
  student_id: string;
  name: string;
  subject: string;
  yours: TypedMark;
  theirs: TypedMark;
}

/** A class's total over its exam's subjects: more subjects, or subjects above 100, pass 600. */
export const GRID_TOTAL_MAX = 30_000;
export const gridTotalMarks = wholeNumber('label.totalMarks', 1, GRID_TOTAL_MAX, {
  required: TOTAL_MARKS_ERROR,
  tooSmall: TOTAL_MARKS_ERROR,
  tooLarge: msg('marks.totalMax', { max: GRID_TOTAL_MAX }),
});

/**
 * PUT /admin/marks/grid: each entry `marks: { <subject code>: number | null | "AB" }` and
 * `absent: [codes]`. The server checks the codes against the exam's subjects and the marks
 * against their maximum and the total.
 */
export const MarksGridInput = z
  .object({
    ...setupPlaceFilter,
    class: setupClass,
    exam_name: examName,
    total_marks: gridTotalMarks,
    entries: z.preprocess(
      (rows) => (Array.isArray(rows) ? rows.map(foldSpecFields) : rows),
      studentBatch(
        // `was`: the marks the teacher's copy showed (null: blank). Sent, a subject changed on the
        // server since to another value is not overwritten: the save answers 409 with both.
        z.object({ student_id: studentId, ...codedFields, was: shownMarks.optional() }),
        msg('marks.nothingToSave'),
      ),
    ),
  })
  .transform((grid, ctx) => ({ ...grid, entries: grid.entries.map((e, i) => settleCoded(e, ctx, ['entries', i])) }));
export type MarksGridInput = z.output<typeof MarksGridInput>;

/** A subject not entered is null; one the student was absent from is null and listed in absent. */
export interface MarksRecord extends EnteredMarks {
  marks_id: number;
  id: number;
  student_id: string;
  student_name: string;
  dob: string;
  /** Classes 1-10 answer as the spec's number; any other class of the setup by its name ("LKG"). */
  class: number | string;
  section: Section | string;
  gender: Gender;
  contact_no: string;
  /** The exam record; exam_name is its name. */
  exam_id: number;
  exam_name: string;
  /** The exam's maximum marks of each subject. */
  subject_max: number;
  total_marks: number;
  /** These three are null until every subject is entered or absent ("Result pending"). */
  marks_obtained: number | null;
  percentage: number | null;
  grade: Grade | null;
  /** Every subject of the exam in its order; the six fields above are those of the spec's codes. */
  subjects: SubjectResult[];
  /** The bands of the class's grading scheme, highest first (a student's results carry them, for the report card). */
  grading?: GradeBand[];
}

export interface MarksGridRow {
  student_id: string;
  name: string;
  section: Section | string;
  /** The exam's subjects this pupil does not take: of a choice group, those they did not choose. */
  skips?: string[];
  /** The saved marks for this exam, or null when none are saved yet: the spec's six fields, and every subject by code in `marks`. */
  marks: (SubjectMarks & CodedMarks & { marks_id: number; total_marks: number }) | null;
}

export interface MarksGrid {
  /** As a record answers it: 1-10 as numbers, another class of the setup by name. */
  class: number | string;
  section: Section | string | null;
  exam_name: string;
  /** The total saved for this exam, else the exam's own total; null for an exam not created yet. */
  total_marks: number | null;
  /** The exam's maximum marks per subject (100 for an exam not created yet). */
  subject_max: number;
  /** The exam's subjects, or the class's for an exam not created yet: a column each. */
  subjects: ExamSubject[];
  /** The bands of the class's grading scheme, highest first: the Result column's preview grades on them. */
  grading: GradeBand[];
  rows: MarksGridRow[];
}

/** GET /student/marks/{student_id}: one entry per exam, newest first, and the school's name for the report card. */
export interface StudentMarks {
  student_marks: MarksRecord[];
  school_name: string;
}
