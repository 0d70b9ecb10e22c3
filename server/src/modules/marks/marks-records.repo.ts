import type { Section } from '@contracts/enums';
import { SUBJECT_FIELDS } from '@contracts/grades';
import type { MarksRecord } from '@contracts/marks';
import { type Filter, type TableDef, tableRepo } from '../../db/table-repo';
import { type ClassFilters, classFilters } from '../roster/roster.repo';

// The marks rows as the record screens list, read and write them one at a time; the grid's
// writes and reads of many rows at once are in marks.repo.ts.

const SUBJECTS = SUBJECT_FIELDS.join(', ');

/** The columns of a marks row as entered (the grid's upsert writes these too). */
export const MARKS_COLUMNS = [
  'student_id',
  'exam_id',
  'class',
  'section',
  'total_marks',
  'marks_obtained',
  'percentage',
  'grade',
  'entered_by',
] as const;

const viewOf = (cls: string, sortedClass: string): TableDef => ({
  table: 'marks_records',
  key: 'marks_id',
  select: `marks_id, id, student_id, student_name, dob, ${cls}, section, gender, contact_no, exam_id, exam_name, subject_max, ${SUBJECTS}, absent,
    total_marks, marks_obtained, percentage, grade, subjects`,
  writable: [],
  searchable: ['student_id', 'student_name', 'exam_name', 'grade'],
  sortable: {
    student_id: 'student_id',
    student_name: 'student_name',
    class: sortedClass,
    section: 'section',
    exam_name: 'lower(exam_name)',
    marks_obtained: 'marks_obtained',
    percentage: 'percentage',
    grade: 'grade',
  },
  defaultOrder: 'marks_id DESC',
  // One row per marks row (every mark has its student and exam).
  counter: 'marks',
});

/** Reads go through the marks_records view, which adds the student's details; the class as stored, for the writes' checks. */
export const marksView = tableRepo<Omit<MarksRecord, 'class' | 'section'> & { class: number; section: Section }>(
  viewOf('class', 'class'),
);

/**
 * The records as the API answers them: the class as class_label() names it (1-10 as the spec's
 * numbers, another class of the setup by name), sorted by the stored number.
 */
export const marksShown = tableRepo<MarksRecord>(viewOf('class_label(class) AS class', 'marks_records.class'));

/** Writes go to the table itself. */
export const marksTable = tableRepo<{ marks_id: number }>({
  table: 'marks',
  key: 'marks_id',
  select: 'marks_id',
  writable: [...MARKS_COLUMNS, 'updated_at'],
  searchable: [],
  sortable: {},
  defaultOrder: 'marks_id',
});

export function marksFilters(f: ClassFilters & { exam_name?: string }): Filter[] {
  const filters = classFilters(f);
  if (f.exam_name) filters.push({ sql: 'lower(exam_name) = lower($1)', params: [f.exam_name] });
  return filters;
}

/** A stored marks row as a save compares it: its subjects by code. */
