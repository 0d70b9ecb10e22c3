import { computeResult, SUBJECT_FIELDS, type SubjectMarks } from '@contracts/grades';
import { DEFAULT_SUBJECT_MAX, type ExamRecord } from '@contracts/exams';
import type { EnteredMarks } from '@contracts/subject-marks';
import { type MarksGrid, type MarksGridInput, type MarksGridQuery, type MarksInput, type MarksListQuery, type MarksRecord, type MarksUpdate, NO_MARKS_FOUND, overTotal } from '@contracts/marks';
import { isUniqueViolation } from '../../db/pg-errors';
import { transaction } from '../../db/pool';
import { AppError, notFound } from '../../http/errors';
import { examsRepo } from '../exams/exams.repo';
import { examsService } from '../exams/exams.service';
import type { RosterStudent } from '../roster/roster.repo';
import { rosterService } from '../roster/roster.service';
import { marksFilters, marksRepo, type MarksRow, marksTable, marksView } from './marks.repo';

const subjectsOf = (m: EnteredMarks): EnteredMarks => ({ ...(Object.fromEntries(SUBJECT_FIELDS.map((f) => [f, m[f]])) as SubjectMarks), absent: m.absent });

// marks_obtained, percentage and grade come only from here: whatever the client sent is ignored.
function row(student: RosterStudent, cls: number, exam: ExamRecord, marks: EnteredMarks, totalMarks: number, accountId: number): MarksRow {
  return {
    student_id: student.student_id,
    exam_id: exam.id,
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

/** Refuses marks above the exam's maximum per subject, every one named at once. */
function requireWithinMax(fields: Record<string, string>): void {
  const first = Object.values(fields)[0];
  if (first) throw new AppError(400, first, { fields });
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
      const exam = await examsService.forMarks(input.class, input.exam_name, accountId);
      requireWithinMax(examsService.overMax(exam, input));
      const total = resolveTotal(input, input.total_marks, exam.total_marks);
      const [saved] = await marksRepo.upsertMany([row(student, input.class, exam, input, total, accountId)]);
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
      const exam = await examsService.forMarks(input.class, input.exam_name, accountId);
      requireWithinMax(examsService.overMax(exam, input));
      const total = resolveTotal(input, input.total_marks, existing.total_marks);
      const values = row(student, input.class, exam, input, total, accountId);
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
    // Opening a grid reads; only saving it creates an exam of a new name.
    const exam = await examsRepo.findByName(q.class, q.exam_name);
    const rows: Awaited<ReturnType<typeof marksRepo.grid>> = exam
      ? await marksRepo.grid(q.class, q.section ?? null, exam.id)
      : (await rosterService.ofClass(q.class, q.section)).map((s) => ({ student_id: s.student_id, name: s.name, section: s.section }));
    const saved = rows.find((r) => r.marks_id != null);
    return {
      class: q.class,
      section: q.section ?? null,
      exam_name: exam?.name ?? q.exam_name,
      total_marks: saved?.total_marks ?? exam?.total_marks ?? null,
      subject_max: exam?.subject_max ?? DEFAULT_SUBJECT_MAX,
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
      const exam = await examsService.forMarks(input.class, input.exam_name, accountId);
      requireWithinMax(Object.assign({}, ...input.entries.map((e, i) => examsService.overMax(exam, e, ['entries', i]))));
      const rows = input.entries.map((e) => row(students.get(e.student_id)!, input.class, exam, e, input.total_marks, accountId));
      const saved = await marksRepo.upsertMany(rows);
      const where = `class ${input.class}${input.section ? ` section ${input.section}` : ''}`;
      return { message: `Marks saved for ${saved.length} student${saved.length === 1 ? '' : 's'} of ${where} in ${exam.name}.`, saved: saved.length };
    });
  },
};
