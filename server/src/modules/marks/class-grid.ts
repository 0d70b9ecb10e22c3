import type { CodedMarks } from '@contracts/exam-subjects';
import { DEFAULT_SUBJECT_MAX } from '@contracts/exams';
import { SUBJECT_FIELDS, type SubjectMarks } from '@contracts/grades';
import type { MarksGrid, MarksGridInput, MarksGridQuery } from '@contracts/marks';
import { msg, ref } from '@contracts/i18n/packed-text';
import type { SessionUser } from '../../core/request-context';
import { transaction } from '../../db/pool';
import { teachingPolicy } from '../access';
import { examsRepo } from '../exams/exams.repo';
import { examsService } from '../exams/exams.service';
import { inPlaces } from '../roster/roster.repo';
import { rosterService } from '../roster/roster.service';
import { classLabel } from '../setup/class-label';
import { classRules } from '../setup/class-rules';
import { openPlaces } from '../classes/open-places';
import { replacedTotal, sectionTotals } from './class-total';
import { changedCodes, overTotalOf, recordRow, sameRecord } from './exam-marks';
import { refuseGridChangedMeanwhile } from './grid-conflicts';
import { marksRepo, type StoredMarks } from './marks.repo';
import { placed } from './marks-places';
import {
  allLabels,
  entryProblems,
  gradingForWrite,
  labels,
  requireValid,
  skipsFor,
  subjectsFor,
} from './record-checks';

// A class's (section's) marks of one exam: the grid that reads them all and saves them at once.

/** The spec's six fields of a record's marks by code (null for a subject the exam does not have). */
const specFieldsOf = (m: CodedMarks): SubjectMarks =>
  Object.fromEntries(SUBJECT_FIELDS.map((f) => [f, m.marks[f] ?? null])) as SubjectMarks;

const byStudent = (rows: StoredMarks[]) => new Map(rows.map((m) => [m.student_id, m]));

export async function readGrid(asked: MarksGridQuery, user: SessionUser): Promise<MarksGrid> {
  const q = await placed(asked);
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
  const skips = exam
    ? await skipsFor(
        exam.id,
        subjects,
        rows.map((r) => r.student_id),
      )
    : new Map<string, string[]>();
  return {
    class: await classLabel(q.class),
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
}

/**
 * A whole class's marks for one exam in one transaction and one statement: all or nothing. Only
 * the rows that change are locked and written: a grid saved again with one mark corrected
 * waits for no other save of the class but one touching that student.
 */
export function saveGrid(asked: MarksGridInput, user: SessionUser) {
  return transaction(async () => {
    const input = await placed(asked);
    const { exam, day } = await examsService.forMarksOnRoll(input.class, input.exam_name, user.accountId);
    // The class as it was in the exam's year: last year's results stay editable after a promotion.
    const ids = input.entries.map((e) => e.student_id);
    const found = await marksRepo.lockStudentsWithMarks(ids, exam.id);
    const students = await rosterService.requireAllInClass(ids, input.class, input.section, day, found.students);
    const subjects = await subjectsFor(exam);
    const skips = await skipsFor(exam.id, subjects, ids);
    const skipsOf = (id: string): string[] => skips.get(students.get(id)!.student_id) ?? [];
    requireValid(
      Object.assign(
        {},
        ...input.entries.map((e, i) => {
          const fields = entryProblems(exam, subjects, e, skipsOf(e.student_id), e.student_id, ['entries', i, 'marks']);
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
    const grading = await gradingForWrite(
      input.class,
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
        grading,
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
    const cls = await classLabel(input.class);
    const where = input.section
      ? ref('batch.part.classSection', { class: cls, section: input.section })
      : ref('batch.part.class', { class: cls });
    return {
      message: msg(saved === 1 ? 'marks.savedOne' : 'marks.savedMany', { count: saved, where, exam: exam.name }),
      saved,
    };
  });
}
