import type { Section } from '@contracts/enums';
import { computeResult, type ExamResult, SUBJECT_FIELDS, type SubjectMarks } from '@contracts/grades';
import { query } from '../src/db/pool';

/**
 * A marks record written straight to the tables, as a test needs one outside the API: the record
 * with its result, and a row per subject of its exam (the six spec subjects, in their order).
 */
export async function insertMarksRecord(r: {
  student_id: string;
  exam_id: number;
  class: number;
  section: Section;
  marks: number[];
  total_marks?: number;
}): Promise<number> {
  const total = r.total_marks ?? 600;
  const marks = Object.fromEntries(SUBJECT_FIELDS.map((f, i) => [f, r.marks[i]])) as SubjectMarks;
  const result = computeResult(marks, total) as ExamResult;
  const [{ marks_id }] = await query<{ marks_id: number }>(
    `INSERT INTO marks (student_id, exam_id, class, section, total_marks, marks_obtained, percentage, grade)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING marks_id::int AS marks_id`,
    [r.student_id, r.exam_id, r.class, r.section, total, result.marks_obtained, result.percentage, result.grade],
  );
  await query(
    'INSERT INTO subject_marks (marks_id, exam_id, code, mark) SELECT $1, $2, u.code, u.mark FROM unnest($3::text[], $4::smallint[]) AS u(code, mark)',
    [marks_id, r.exam_id, [...SUBJECT_FIELDS], r.marks],
  );
  return marks_id;
}

/** A school's own subject beyond the spec's six, at 50 marks, named in the three languages. */
export const SANSKRIT = {
  code: 'sanskrit',
  name: 'Sanskrit',
  name_or: 'ସଂସ୍କୃତ',
  name_hi: 'संस्कृत',
  max_marks: 50,
  counts_in_total: true,
  choice_group: null,
};
