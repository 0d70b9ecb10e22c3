import { computeResult, SUBJECT_FIELDS, type SubjectMarks } from '@contracts/grades';
import type { EnteredMarks } from '@contracts/subject-marks';
import { DEFAULT_TOTAL_MARKS, type MarksGrid, type MarksGridInput, type MarksGridQuery, type MarksInput, type MarksListQuery, type MarksRecord, type MarksUpdate, NO_MARKS_FOUND, overTotal } from '@contracts/marks';
import { isUniqueViolation } from '../../db/pg-errors';
import { transaction } from '../../db/pool';
import { AppError, notFound } from '../../http/errors';
import type { RosterStudent } from '../roster/roster.repo';
import { rosterService } from '../roster/roster.service';
import { marksFilters, marksRepo, type MarksRow, marksTable, marksView } from './marks.repo';

const subjectsOf = (m: EnteredMarks): EnteredMarks => ({ ...(Object.fromEntries(SUBJECT_FIELDS.map((f) => [f, m[f]])) as SubjectMarks), absent: m.absent });

// marks_obtained, percentage and grade come only from here: whatever the client sent is ignored.
function row(student: RosterStudent, cls: number, examName: string, marks: EnteredMarks, totalMarks: number, accountId: number): MarksRow {
  return {
    student_id: student.student_id,
    exam_name: examName,
    class: cls,
    section: student.section,
    ...subjectsOf(marks),
    total_marks: totalMarks,
    ...computeResult(marks, totalMarks, marks.absent),
    entered_by: accountId,
  };
}

/** The total a save is checked and computed against: the one sent, else the given default. */
function resolveTotal(marks: SubjectMarks, sent: number | undefined, fallback: number): number {
  const total = sent ?? fallback;
  const problem = overTotal(marks, total);
  if (problem) throw new AppError(400, problem, { fields: { total_marks: problem } });
  return total;
}

const read = async (marksId: number): Promise<MarksRecord> => (await marksView.get(marksId))!;

export const marksService = {
  list(q: MarksListQuery) {
    const { class: cls, section, exam_name, student_id, ...params } = q;
    return marksView.list(params, marksFilters({ class: cls, section, exam_name, student_id }));
  },

  /** One student's exam; entering the same student and exam again updates it. */
  save(input: MarksInput, accountId: number): Promise<MarksRecord & { inserted: boolean }> {
    return transaction(async () => {
      const student = await rosterService.requireStudent(input.student_id);
      rosterService.requireInClass(student, input.class);
      const total = resolveTotal(input, input.total_marks, DEFAULT_TOTAL_MARKS);
      const [saved] = await marksRepo.upsertMany([row(student, input.class, input.exam_name, input, total, accountId)]);
      return { ...(await read(saved.marks_id)), inserted: saved.inserted };
    });
  },

  update(input: MarksUpdate, accountId: number): Promise<MarksRecord> {
    return transaction(async () => {
      const existing = await marksView.get(input.id);
      if (!existing) throw notFound('Marks record');
      // The original edit dialog sends neither: left out, both keep what is stored.
      const student = await rosterService.requireStudent(input.student_id ?? existing.student_id);
      const section = rosterService.sectionForEdit(student, input.class, existing);
      const total = resolveTotal(input, input.total_marks, existing.total_marks);
      const values = row(student, input.class, input.exam_name, input, total, accountId);
      try {
        await marksTable.update(input.id, { ...values, section, updated_at: new Date() });
      } catch (err) {
        if (isUniqueViolation(err, 'marks_student_exam_key')) {
          throw new AppError(409, `Marks for ${student.student_id} in ${input.exam_name} already exist. Edit that record instead.`);
        }
        throw err;
      }
      return read(input.id);
    });
  },

  async remove(id: number) {
    if (!(await marksTable.remove(id))) throw notFound('Marks record');
  },

  /** One entry per exam, newest first; [] for a student with no marks yet, 404 for an unknown ID. */
  async ofStudent(studentId: string): Promise<MarksRecord[]> {
    const rows = await marksRepo.ofStudent(studentId);
    if (!rows.length && !(await rosterService.exists(studentId))) throw new AppError(404, NO_MARKS_FOUND);
    return rows;
  },

  async grid(q: MarksGridQuery): Promise<MarksGrid> {
    const rows = await marksRepo.grid(q.class, q.section ?? null, q.exam_name);
    const saved = rows.find((r) => r.marks_id != null);
    return {
      class: q.class,
      section: q.section ?? null,
      exam_name: saved?.exam_name ?? q.exam_name,
      total_marks: saved?.total_marks ?? null,
      rows: rows.map((r) => ({
        student_id: r.student_id,
        name: r.name,
        section: r.section,
        marks: r.marks_id == null ? null : { marks_id: r.marks_id, total_marks: r.total_marks!, ...subjectsOf(r as EnteredMarks) },
      })),
    };
  },

  /** A whole class's marks for one exam in one transaction and one statement: all or nothing. */
  saveGrid(input: MarksGridInput, accountId: number) {
    return transaction(async () => {
      const students = await rosterService.requireAllInClass(input.entries.map((e) => e.student_id), input.class, input.section);
      const rows = input.entries.map((e) => row(students.get(e.student_id)!, input.class, input.exam_name, e, input.total_marks, accountId));
      const saved = await marksRepo.upsertMany(rows);
      const where = `class ${input.class}${input.section ? ` section ${input.section}` : ''}`;
      return { message: `Marks saved for ${saved.length} student${saved.length === 1 ? '' : 's'} of ${where} in ${input.exam_name}.`, saved: saved.length };
    });
  },
};
