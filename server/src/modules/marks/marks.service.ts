import { OWN_RESULTS_ONLY } from '@contracts/details';
import { type CodedMarks, codedValue, type ExamSubject } from '@contracts/exam-subjects';
import { DEFAULT_SUBJECT_MAX, type ExamRecord } from '@contracts/exams';
import { GRADE_SCALE, SUBJECT_FIELDS, type SubjectMarks } from '@contracts/grades';
import {
  type MarksGrid,
  type MarksGridInput,
  type MarksGridQuery,
  type MarksInput,
  type MarksListQuery,
  type MarksRecord,
  type MarksUpdate,
  NO_MARKS_FOUND,
} from '@contracts/marks';
import { isUniqueViolation } from '../../db/pg-errors';
import { transaction } from '../../db/pool';
import { AppError, notFound } from '../../core/errors';
import type { SessionUser } from '../../core/request-context';
import { familyPolicy, teachingPolicy } from '../access';
import { exams, examsRepo } from '../exams/exams.repo';
import { examsService } from '../exams/exams.service';
import { inPlaces, placesFilter } from '../roster/roster.repo';
import { rosterService } from '../roster/roster.service';
import { choicesRepo } from '../setup/choices.repo';
import { classRules } from '../setup/class-rules';
import { openPlaces } from '../setup/open-places';
import { replacedTotal, sectionTotals } from './class-total';
import { refuseGridChangedMeanwhile } from './grid-conflicts';
import {
  changedCodes,
  fromSpecFields,
  labelOf,
  notChosenOf,
  overTotalOf,
  problemsOf,
  recordRow,
  requireSubjects,
  sameRecord,
} from './exam-marks';
import { marksFilters, marksRepo, marksTable, marksView, type StoredMarks } from './marks.repo';
import { msg, ref } from '@contracts/i18n/packed-text';

/** The spec's six fields of a record's marks by code (null for a subject the exam does not have). */
const specFieldsOf = (m: CodedMarks): SubjectMarks =>
  Object.fromEntries(SUBJECT_FIELDS.map((f) => [f, m.marks[f] ?? null])) as SubjectMarks;

/** The total a save is checked and computed against: the one sent, else the given default. */
function resolveTotal(
  subjects: readonly ExamSubject[],
  marks: CodedMarks,
  sent: number | undefined,
  fallback: number,
): number {
  const total = sent ?? fallback;
  const problem = overTotalOf(subjects, marks, total);
  if (problem) throw new AppError(400, problem, { fields: { total_marks: problem } });
  return total;
}

/** Refuses what the exam cannot take, every field named at once. */
function requireValid(fields: Record<string, string>): void {
  const first = Object.values(fields)[0];
  if (first) throw new AppError(400, first, { fields });
}

/** The exam's subjects; an exam without any takes no marks. */
async function subjectsFor(exam: ExamRecord): Promise<ExamSubject[]> {
  const subjects = await examsRepo.subjectsOf(exam.id);
  requireSubjects(exam, subjects);
  return subjects;
}

const read = async (marksId: number): Promise<MarksRecord> => (await marksView.get(marksId))!;

const byStudent = (rows: StoredMarks[]) => new Map(rows.map((m) => [m.student_id, m]));
const labels = (subjects: readonly ExamSubject[], codes: readonly string[]) => codes.map((c) => labelOf(subjects, c));
const allLabels = (subjects: readonly ExamSubject[]) =>
  labels(
    subjects,
    subjects.map((s) => s.code),
  );

export const marksService = {
  async list(q: MarksListQuery, user: SessionUser) {
    const { class: cls, section, exam_name, student_id, ...params } = q;
    const places = await teachingPolicy.readablePlaces(user, { class: cls, section });
    return marksView.list(params, [
      ...marksFilters({ class: cls, section, exam_name, student_id }),
      ...placesFilter(places),
    ]);
  },

  /** One student's exam; entering the same student and exam again updates it. */
  save(input: MarksInput, user: SessionUser): Promise<MarksRecord & { inserted: boolean }> {
    return transaction(async () => {
      const student = await rosterService.requireStudent(input.student_id);
      rosterService.requireInClass(student, input.class);
      const exam = await examsService.forMarks(input.class, input.exam_name, user.accountId);
      const subjects = await subjectsFor(exam);
      const [stored] = await marksRepo.storedSubjects([student.student_id], exam.id);
      if (!stored) await openPlaces.assertOpen(input.class, student.section);
      const marks = fromSpecFields(input, subjects, stored);
      // Left out, the total is the record's own, or a new record's its section's.
      const current = stored?.total_marks ?? (await sectionTotals(exam, [student.section]))(student.section);
      const changed = changedCodes(subjects, marks, stored);
      await teachingPolicy.assertMayWriteMarks(user, [
        {
          ...student,
          subjects: labels(subjects, changed),
          replacesTotal: replacedTotal(input.total_marks, current),
          examSubjects: allLabels(subjects),
        },
      ]);
      const skips = (await choicesRepo.skipsOf(exam.id, [student.student_id])).get(student.student_id) ?? [];
      requireValid({
        ...problemsOf(exam, subjects, marks),
        ...notChosenOf(subjects, marks, skips, student.student_id),
      });
      const rules = await classRules.of(input.class);
      classRules.assertSubjectsOpen(rules, changed, exam.name);
      const total = resolveTotal(subjects, marks, input.total_marks, current);
      const [written] = await marksRepo.upsertMany([
        recordRow(student, input.class, exam, subjects, marks, total, user.accountId, rules.grading, skips),
      ]);
      // Nothing written: the record was already exactly this.
      const saved = written ?? { marks_id: stored!.marks_id, inserted: false };
      return { ...(await read(saved.marks_id)), inserted: saved.inserted };
    });
  },

  update(input: MarksUpdate, user: SessionUser): Promise<MarksRecord> {
    return transaction(async () => {
      const existing = await marksView.get(input.id);
      if (!existing) throw notFound('record.marks');
      // The original edit dialog sends neither: left out, both keep what is stored.
      const student = await rosterService.requireStudent(input.student_id ?? existing.student_id);
      const section = rosterService.sectionForEdit(student, input.class, existing);
      // The same exam name and class keep the record on its exam (last year's stays last year's).
      const same = input.class === existing.class && input.exam_name.toLowerCase() === existing.exam_name.toLowerCase();
      const exam =
        (same ? await exams.get(existing.exam_id) : undefined) ??
        (await examsService.forMarks(input.class, input.exam_name, user.accountId));
      // Moving a record to another student, exam or class moves every subject's mark.
      const moved =
        student.student_id !== existing.student_id || input.class !== existing.class || exam.id !== existing.exam_id;
      const subjects = await subjectsFor(exam);
      const stored = (await marksRepo.storedById(input.id))!;
      const marks = fromSpecFields(input, subjects, stored);
      const before = exam.id === existing.exam_id ? subjects : await examsRepo.subjectsOf(existing.exam_id);
      const changed = moved
        ? subjects.map((s) => s.code).filter((c) => codedValue(marks, c) !== null)
        : changedCodes(subjects, marks, stored);
      await teachingPolicy.assertMayWriteMarks(user, [
        {
          ...existing,
          subjects: moved ? allLabels(before) : labels(subjects, changed),
          replacesTotal: replacedTotal(input.total_marks, existing.total_marks),
          examSubjects: allLabels(before),
        },
        { class: input.class, section, subjects: moved ? allLabels(subjects) : [] },
      ]);
      const skips = (await choicesRepo.skipsOf(exam.id, [student.student_id])).get(student.student_id) ?? [];
      requireValid({
        ...problemsOf(exam, subjects, marks),
        ...notChosenOf(subjects, marks, skips, student.student_id),
      });
      const rules = await classRules.of(input.class);
      classRules.assertSubjectsOpen(rules, changed, exam.name);
      const total = resolveTotal(subjects, marks, input.total_marks, existing.total_marks);
      const { subjects: rows, ...values } = recordRow(
        { student_id: student.student_id, section },
        input.class,
        exam,
        subjects,
        marks,
        total,
        user.accountId,
        rules.grading,
        skips,
      );
      try {
        // Moved to another exam, the record keeps the rows of the subjects that exam has too.
        if (exam.id !== existing.exam_id) await marksRepo.dropSubjectsOutside(input.id, exam.id);
        await marksTable.update(input.id, { ...values, updated_at: new Date() });
        await marksRepo.writeSubjects([{ student_id: values.student_id, exam_id: exam.id, subjects: rows }]);
      } catch (err) {
        if (isUniqueViolation(err, 'marks_student_exam_key')) {
          throw new AppError(409, msg('marks.duplicate', { id: student.student_id, exam: input.exam_name }));
        }
        throw err;
      }
      return read(input.id);
    });
  },

  /** Deleting a record deletes every subject's mark in it. */
  remove(id: number, user: SessionUser) {
    return transaction(async () => {
      const existing = await marksView.get(id);
      if (!existing) throw notFound('record.marks');
      await teachingPolicy.assertMayWriteMarks(user, [
        { ...existing, subjects: allLabels(await examsRepo.subjectsOf(existing.exam_id)) },
      ]);
      await marksTable.remove(id);
    });
  },

  /** One entry per exam, newest first; [] for a student with no marks yet, 404 for an unknown ID. */
  async ofStudent(studentId: string, user: SessionUser): Promise<MarksRecord[]> {
    // A student or parent is held to their own (children's) IDs; staff to the sections they may read.
    await familyPolicy.assertMayRead(user, studentId, OWN_RESULTS_ONLY);
    if (user.role === 'teacher' || user.role === 'admin') {
      const student = await rosterService.find(studentId);
      if (!student) throw new AppError(404, NO_MARKS_FOUND);
      await teachingPolicy.assertMayReadStudents(user, [student]);
    }
    const rows = await marksRepo.ofStudent(studentId);
    if (!rows.length && !(await rosterService.exists(studentId))) throw new AppError(404, NO_MARKS_FOUND);
    return rows.map((r) => ({ ...r, grading: r.grading ?? [...GRADE_SCALE] }));
  },

  async grid(q: MarksGridQuery, user: SessionUser): Promise<MarksGrid> {
    const places = await teachingPolicy.readablePlaces(user, { class: q.class, section: q.section });
    // Opening a grid reads; only saving it creates an exam of a new name.
    const exam = await examsService.byName(q.class, q.exam_name);
    const rows: Awaited<ReturnType<typeof marksRepo.grid>> = inPlaces(
      exam
        ? await marksRepo.grid(q.class, q.section ?? null, exam.id)
        : (await rosterService.ofClass(q.class, q.section)).map((s) => ({
            student_id: s.student_id,
            name: s.name,
            section: s.section,
            marks_id: null,
            total_marks: null,
            coded: null,
          })),
      places,
    );
    const saved = rows.find((r) => r.marks_id != null);
    const subjects = exam ? await examsRepo.subjectsOf(exam.id) : await examsRepo.subjectsOfClass(q.class);
    // Of a choice group, a pupil's row shows only the subject they chose.
    const skips =
      exam && subjects.some((s) => s.choice_group)
        ? await choicesRepo.skipsOf(
            exam.id,
            rows.map((r) => r.student_id),
          )
        : new Map<string, string[]>();
    return {
      class: q.class,
      section: q.section ?? null,
      exam_name: exam?.name ?? q.exam_name,
      total_marks: saved?.total_marks ?? exam?.total_marks ?? null,
      subject_max: exam?.subject_max ?? DEFAULT_SUBJECT_MAX,
      subjects,
      grading: (await classRules.of(q.class)).grading,
      rows: rows.map((r) => ({
        student_id: r.student_id,
        name: r.name,
        section: r.section,
        skips: skips.get(r.student_id) ?? [],
        marks:
          r.marks_id == null || !r.coded
            ? null
            : { marks_id: r.marks_id, total_marks: r.total_marks!, ...specFieldsOf(r.coded), ...r.coded },
      })),
    };
  },

  /**
   * A whole class's marks for one exam in one transaction and one statement: all or nothing. Only
   * the rows that change are locked and written: a grid saved again with one mark corrected
   * waits for no other save of the class but one touching that student.
   */
  saveGrid(input: MarksGridInput, user: SessionUser) {
    return transaction(async () => {
      const { exam, day } = await examsService.forMarksOnRoll(input.class, input.exam_name, user.accountId);
      // The class as it was in the exam's year: last year's results stay editable after a promotion.
      const ids = input.entries.map((e) => e.student_id);
      const found = await marksRepo.lockStudentsWithMarks(ids, exam.id);
      const students = await rosterService.requireAllInClass(ids, input.class, input.section, day, found.students);
      const subjects = await subjectsFor(exam);
      const skips = subjects.some((s) => s.choice_group) ? await choicesRepo.skipsOf(exam.id, ids) : new Map();
      const skipsOf = (id: string): string[] => skips.get(students.get(id)!.student_id) ?? [];
      requireValid(
        Object.assign(
          {},
          ...input.entries.map((e, i) => {
            const fields = {
              ...problemsOf(exam, subjects, e, ['entries', i, 'marks']),
              ...notChosenOf(subjects, e, skipsOf(e.student_id), e.student_id, ['entries', i, 'marks']),
            };
            const over = overTotalOf(subjects, e, input.total_marks, e.student_id);
            return over ? { ...fields, [`entries.${i}`]: over } : fields;
          }),
        ),
      );
      const seen = byStudent(found.stored);
      // A retired section keeps its records but takes no new one.
      for (const section of new Set(
        input.entries.filter((e) => !seen.has(e.student_id)).map((e) => students.get(e.student_id)!.section),
      ))
        await openPlaces.assertOpen(input.class, section);
      const rules = await classRules.of(input.class);
      classRules.assertSubjectsOpen(
        rules,
        [...new Set(input.entries.flatMap((e) => changedCodes(subjects, e, seen.get(e.student_id))))],
        exam.name,
      );
      const rows = input.entries.map((e) =>
        recordRow(
          students.get(e.student_id)!,
          input.class,
          exam,
          subjects,
          e,
          input.total_marks,
          user.accountId,
          rules.grading,
          skipsOf(e.student_id),
        ),
      );
      const changing = rows.filter((r) => !sameRecord(r, seen.get(r.student_id), subjects));
      // What the policy weighs a change against is the row as it stands once locked; a row left
      // alone is as this save last saw it (changed meanwhile, the other save simply came later).
      const stored = new Map([
        ...seen,
        ...(changing.length
          ? byStudent(
              await marksRepo.storedSubjects(
                changing.map((r) => r.student_id),
                exam.id,
              ),
            )
          : []),
      ]);
      // A row with no record yet takes its section's total: the grid's total replaces that.
      const totalOf = await sectionTotals(
        exam,
        changing.filter((r) => !stored.has(r.student_id)).map((r) => r.section),
      );
      await teachingPolicy.assertMayWriteMarks(
        user,
        input.entries.map((e) => {
          const student = students.get(e.student_id)!;
          const record = stored.get(student.student_id);
          return {
            ...student,
            subjects: labels(subjects, changedCodes(subjects, e, record)),
            replacesTotal: replacedTotal(input.total_marks, record?.total_marks ?? totalOf(student.section)),
            examSubjects: allLabels(subjects),
          };
        }),
      );
      refuseGridChangedMeanwhile(input.entries, stored, (id) => students.get(id)!.name);
      await marksRepo.upsertMany(changing.filter((r) => !sameRecord(r, stored.get(r.student_id), subjects)));
      // Every entry is on record now, whether its row changed or was already so.
      const saved = rows.length;
      const where = input.section
        ? ref('batch.part.classSection', { class: input.class, section: input.section })
        : ref('batch.part.class', { class: input.class });
      return {
        message: msg(saved === 1 ? 'marks.savedOne' : 'marks.savedMany', { count: saved, where, exam: exam.name }),
        saved,
      };
    });
  },
};
