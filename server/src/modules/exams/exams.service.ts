import {
  DEFAULT_SUBJECT_MAX,
  type ExamInput,
  type ExamListQuery,
  type ExamRecord,
  type ExamUpdate,
} from '@contracts/exams';
import { isUniqueViolation } from '../../db/pg-errors';
import { transaction } from '../../db/pool';
import { AppError, notFound } from '../../core/errors';
import { openPlaces } from '../classes/open-places';
import { calendar } from '../../lib/calendar';
import { classFilter, examYearFilter, exams, examsRepo } from './exams.repo';
import { msg } from '@contracts/i18n/packed-text';

// The service takes a class as its records store it, and as its messages name it (the routes
// look the setup's name up).
type Placed<T> = Omit<T, 'class'> & { class: number; class_label: number | string };
type NewExam = Placed<ExamInput>;

/** Names are unique per class within a year (and among the exams outside every year). */
function nameTaken(input: NewExam, year: string | undefined): AppError {
  const text = year
    ? msg('exams.nameTakenIn', { class: input.class_label, name: input.name, year })
    : msg('exams.nameTakenAll', { class: input.class_label, name: input.name });
  return new AppError(409, text, { fields: { name: msg(year ? 'exams.nameTakenYear' : 'exams.nameTaken') } });
}

async function guardName<T>(input: NewExam, yearId: number | null, write: () => Promise<T>): Promise<T> {
  // Read before the write: a refused write ends a transaction's reads.
  const year = yearId === null ? undefined : await examsRepo.yearName(yearId);
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'exams_class_year_name_key')) throw nameTaken(input, year);
    throw err;
  }
}

const values = (input: NewExam) => ({
  name: input.name,
  class: input.class,
  // null clears a day on edit; the table repo leaves undefined columns alone.
  starts_on: input.starts_on ?? null,
  ends_on: input.ends_on ?? null,
  subject_max: input.subject_max ?? DEFAULT_SUBJECT_MAX,
});

export const examsService = {
  list({ class: cls, year_id, ...params }: Omit<ExamListQuery, 'class'> & { class?: number }) {
    return exams.list(params, [...classFilter(cls), ...examYearFilter(year_id)]);
  },

  /** An exam belongs to the year of its first day, or undated, of today (none outside every year). */
  async create(input: NewExam, accountId: number): Promise<ExamRecord> {
    await openPlaces.assertOpen(input.class);
    const yearId = await examsRepo.yearOf(input.starts_on ?? calendar.today());
    const made = await guardName(input, yearId, () =>
      exams.insert({ ...values(input), year_id: yearId, created_by: accountId }),
    );
    // Read again: the exam's subjects (and so its total) are written by the insert's trigger, after the row it returns.
    return (await exams.get(made.id))!;
  },

  /** A rename reaches every mark at once (they name the exam by id); the maximum stays above every mark entered. */
  update(input: Placed<ExamUpdate>): Promise<ExamRecord> {
    return transaction(async () => {
      const current = await exams.get(input.id);
      if (!current) throw notFound('record.exam');
      const next = values(input);
      const used = (await examsRepo.usage(input.id))!;
      if (used.marks && next.class !== used.class)
        throw new AppError(409, msg('exams.classFixed', { class: current.class }));
      if (used.highest !== null && used.highest > next.subject_max)
        throw new AppError(409, msg('exams.marksAbove', { max: next.subject_max }));
      // A new first day moves the exam to that day's year; undated, it stays in the year it was made in.
      const moved = next.starts_on !== null && next.starts_on !== current.starts_on;
      const yearId = moved ? await examsRepo.yearOf(next.starts_on!) : await examsRepo.yearIdOf(input.id);
      await guardName(input, yearId, () =>
        exams.update(input.id, { ...next, year_id: yearId, updated_at: new Date() }),
      );
      // Read again, as after create: a new maximum or class rewrites the exam's subjects after the row.
      return (await exams.get(input.id))!;
    });
  },

  async remove(id: number): Promise<void> {
    try {
      if (!(await exams.remove(id))) throw notFound('record.exam');
    } catch (err) {
      // ON DELETE RESTRICT answers 23001; a plain foreign key would answer 23503.
      if (['23001', '23503'].includes((err as { code?: string }).code ?? ''))
        throw new AppError(409, msg('exams.marksEntered'));
      throw err;
    }
  },

  /**
   * The exam a marks save is for: the spec's free exam name finds the class's exam of that name
   * in the current year (the one holding today) or creates it there. With no year holding today,
   * it finds the class's exam of that name in any year, or creates one outside every year.
   */
  async forMarks(cls: number, name: string, accountId: number): Promise<ExamRecord> {
    const yearId = await examsRepo.yearOf(calendar.today());
    const found = await examsService.named(cls, name, yearId);
    if (found) return found;
    await openPlaces.assertOpen(cls);
    return examsRepo.findOrCreate(cls, name, yearId, accountId);
  },

  /** forMarks with the day whose roll the exam's grid is saved against, in one round trip when the exam exists. */
  async forMarksOnRoll(cls: number, name: string, accountId: number): Promise<{ exam: ExamRecord; day: string }> {
    const found = await examsRepo.findForMarks(cls, name, calendar.today());
    if (found) {
      const { roll_day: day, ...exam } = found;
      return { exam, day };
    }
    const exam = await examsService.forMarks(cls, name, accountId);
    return { exam, day: await examsRepo.dayOf(exam.id) };
  },

  /** The exam a free exam name means (see forMarks), without creating one. */
  async byName(cls: number, name: string): Promise<ExamRecord | undefined> {
    return examsService.named(cls, name, await examsRepo.yearOf(calendar.today()));
  },

  named(cls: number, name: string, currentYearId: number | null): Promise<ExamRecord | undefined> {
    return currentYearId === null
      ? examsRepo.findByNameAnyYear(cls, name)
      : examsRepo.findByName(cls, name, currentYearId);
  },
};
