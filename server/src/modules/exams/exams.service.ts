import { DEFAULT_SUBJECT_MAX, type ExamInput, type ExamListQuery, type ExamRecord, type ExamUpdate } from '@contracts/exams';
import { SUBJECT_FIELDS } from '@contracts/grades';
import { subjectLabel } from '@contracts/marks';
import type { EnteredMarks } from '@contracts/subject-marks';
import { isUniqueViolation } from '../../db/pg-errors';
import { transaction } from '../../db/pool';
import { AppError, notFound } from '../../http/errors';
import { yearFilter } from '../years/year-filter';
import { EXAM_DAY, classFilter, exams, examsRepo } from './exams.repo';

const nameTaken = (input: ExamInput) => new AppError(409, `Class ${input.class} already has an exam named ${input.name}.`, { fields: { name: 'This class already has an exam of this name.' } });

async function guardName<T>(input: ExamInput, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'exams_class_name_key')) throw nameTaken(input);
    throw err;
  }
}

const values = (input: ExamInput) => ({
  name: input.name,
  class: input.class,
  // null clears a day on edit; the table repo leaves undefined columns alone.
  starts_on: input.starts_on ?? null,
  ends_on: input.ends_on ?? null,
  subject_max: input.subject_max ?? DEFAULT_SUBJECT_MAX,
});

export const examsService = {
  list({ class: cls, year_id, ...params }: ExamListQuery) {
    return exams.list(params, [...classFilter(cls), ...yearFilter(EXAM_DAY, year_id)]);
  },

  create(input: ExamInput, accountId: number): Promise<ExamRecord> {
    return guardName(input, () => exams.insert({ ...values(input), created_by: accountId }));
  },

  /** A rename reaches every mark at once (they name the exam by id); the maximum stays above every mark entered. */
  update(input: ExamUpdate): Promise<ExamRecord> {
    return transaction(async () => {
      const current = await exams.get(input.id);
      if (!current) throw notFound('Exam');
      const next = values(input);
      const used = (await examsRepo.usage(input.id))!;
      if (used.marks && next.class !== current.class) throw new AppError(409, `This exam has marks for class ${current.class}, so its class cannot change.`);
      if (used.highest !== null && used.highest > next.subject_max) throw new AppError(409, `Marks above ${next.subject_max} are already entered in this exam. Correct them first.`);
      return (await guardName(input, () => exams.update(input.id, { ...next, updated_at: new Date() })))!;
    });
  },

  async remove(id: number): Promise<void> {
    try {
      if (!(await exams.remove(id))) throw notFound('Exam');
    } catch (err) {
      // ON DELETE RESTRICT answers 23001; a plain foreign key would answer 23503.
      if (['23001', '23503'].includes((err as { code?: string }).code ?? '')) throw new AppError(409, 'Marks are entered in this exam; delete them first.');
      throw err;
    }
  },

  /**
   * The exam a marks save is for: the spec's free exam name finds the class's exam of that name
   * or creates it.
   */
  async forMarks(cls: number, name: string, accountId: number): Promise<ExamRecord> {
    return (await examsRepo.findByName(cls, name)) ?? examsRepo.findOrCreate(cls, name, accountId);
  },

  /** Each subject above the exam's maximum, as field errors that name the subject and the exam. */
  overMax(exam: ExamRecord, marks: EnteredMarks, at: (string | number)[] = []): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const f of SUBJECT_FIELDS) {
      const mark = marks[f];
      if (mark !== null && mark > exam.subject_max) fields[[...at, f].join('.')] = `${subjectLabel(f)} must be at most ${exam.subject_max} in ${exam.name}.`;
    }
    return fields;
  },
};
