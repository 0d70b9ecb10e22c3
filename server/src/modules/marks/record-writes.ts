import { codedValue } from '@contracts/exam-subjects';
import type { MarksInput, MarksRecord, MarksUpdate } from '@contracts/marks';
import { msg } from '@contracts/i18n/packed-text';
import { AppError, notFound } from '../../core/errors';
import type { SessionUser } from '../../core/request-context';
import { isUniqueViolation } from '../../db/pg-errors';
import { transaction } from '../../db/pool';
import { teachingPolicy } from '../access';
import { exams, examsRepo } from '../exams/exams.repo';
import { examsService } from '../exams/exams.service';
import { rosterService } from '../roster/roster.service';
import { openPlaces } from '../classes/open-places';
import { replacedTotal, sectionTotals } from './class-total';
import { changedCodes, fromSpecFields, recordRow } from './exam-marks';
import { marksRepo } from './marks.repo';
import { placed } from './marks-places';
import { marksShown, marksTable, marksView } from './marks-records.repo';
import { allLabels, checkRecord, labels, subjectsFor } from './record-checks';

// One pupil's record of one exam: the spec's POST, PUT and DELETE of /api/admin/marks.

const read = async (marksId: number): Promise<MarksRecord> => (await marksShown.get(marksId))!;

/** One student's exam; entering the same student and exam again updates it. */
export function saveRecord(asked: MarksInput, user: SessionUser): Promise<MarksRecord & { inserted: boolean }> {
  return transaction(async () => {
    const input = await placed(asked);
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
    const total = input.total_marks ?? current;
    const checked = { exam, subjects, marks, changed, cls: input.class, studentId: student.student_id };
    const { skips, grading } = await checkRecord(checked, total);
    const [written] = await marksRepo.upsertMany([
      recordRow(student, input.class, exam, subjects, marks, total, user.accountId, grading, skips),
    ]);
    // Nothing written: the record was already exactly this.
    const saved = written ?? { marks_id: stored!.marks_id, inserted: false };
    return { ...(await read(saved.marks_id)), inserted: saved.inserted };
  });
}

export function updateRecord(asked: MarksUpdate, user: SessionUser): Promise<MarksRecord> {
  return transaction(async () => {
    const input = await placed(asked);
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
    const total = input.total_marks ?? existing.total_marks;
    const checked = { exam, subjects, marks, changed, cls: input.class, studentId: student.student_id };
    const { skips, grading } = await checkRecord(checked, total);
    const { subjects: rows, ...values } = recordRow(
      { student_id: student.student_id, section },
      input.class,
      exam,
      subjects,
      marks,
      total,
      user.accountId,
      grading,
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
}

/** Deleting a record deletes every subject's mark in it. */
export function removeRecord(id: number, user: SessionUser) {
  return transaction(async () => {
    const existing = await marksView.get(id);
    if (!existing) throw notFound('record.marks');
    await teachingPolicy.assertMayWriteMarks(user, [
      { ...existing, subjects: allLabels(await examsRepo.subjectsOf(existing.exam_id)) },
    ]);
    await marksTable.remove(id);
  });
}
