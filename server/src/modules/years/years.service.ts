import type { TermInput, YearInput } from '@contracts/years';
import { isUniqueViolation } from '../../db/pg-errors';
import { transaction } from '../../db/pool';
import { AppError, notFound } from '../../core/errors';
import { holidaysRepo } from './holidays.repo';
import { yearsRepo } from './years.repo';
import { msg } from '@contracts/i18n/packed-text';

const nameTaken = (what: 'year' | 'term') =>
  new AppError(409, msg('years.nameTaken', { what }), { fields: { name: msg('years.nameTaken', { what }) } });

async function uniqueName<T>(what: 'year' | 'term', write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, what === 'year' ? 'academic_years_name_key' : 'terms_year_name_key'))
      throw nameTaken(what);
    if (isUniqueViolation(err, 'exams_class_year_name_key')) throw examsClash();
    throw err;
  }
}

// Exam names are unique per class within a year: a year that would take in two of one name is refused.
const examsClash = () => new AppError(409, msg('years.examsClash'));

/** Years never overlap: a date belongs to one year, and so do its attendance, exams and fees. */
async function checkSpan(y: YearInput, id: number | null): Promise<void> {
  await yearsRepo.lockAll();
  const other = await yearsRepo.overlapping(y.starts_on, y.ends_on, id);
  if (other)
    throw new AppError(409, msg('years.overlap', { name: other.name }), {
      fields: { starts_on: msg('years.overlapShort', { name: other.name }) },
    });
}

export const yearsService = {
  list: () => yearsRepo.list(),

  create: (y: YearInput) =>
    uniqueName('year', () =>
      transaction(async () => {
        await checkSpan(y, null);
        const id = await yearsRepo.insert(y);
        await yearsRepo.placeExams(id, y.starts_on, y.ends_on);
        if (y.current) await yearsRepo.makeCurrent(id);
        return (await yearsRepo.get(id))!;
      }),
    ),

  update: (id: number, y: YearInput) =>
    uniqueName('year', () =>
      transaction(async () => {
        await checkSpan(y, id);
        const outside = await yearsRepo.termsOutside(id, y.starts_on, y.ends_on);
        if (outside.length)
          throw new AppError(409, msg('years.termsOutside', { names: outside.map((t) => t.name).join(', ') }));
        const holidays = await holidaysRepo.outside(id, y.starts_on, y.ends_on);
        if (holidays.length) throw new AppError(409, msg('setup.holidaysOutsideYear', { days: holidays.join(', ') }));
        if (!(await yearsRepo.update(id, y))) throw notFound('record.year');
        await yearsRepo.placeExams(id, y.starts_on, y.ends_on);
        if (y.current) await yearsRepo.makeCurrent(id);
        return (await yearsRepo.get(id))!;
      }),
    ),

  async remove(id: number) {
    try {
      if (!(await yearsRepo.remove(id))) throw notFound('record.year');
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === '23001' || code === '23503') throw new AppError(409, msg('years.hasRecords'));
      // Its exams leave it for no year, where names are unique per class too.
      if (isUniqueViolation(err, 'exams_class_year_name_key')) throw examsClash();
      throw err;
    }
  },

  addTerm: (yearId: number, t: TermInput) =>
    uniqueName('term', () =>
      transaction(async () => {
        const year = await yearsRepo.get(yearId);
        if (!year) throw notFound('record.year');
        if (t.starts_on < year.starts_on || t.ends_on > year.ends_on) {
          throw new AppError(
            400,
            msg('years.termBetween', { name: year.name, first: year.starts_on, last: year.ends_on }),
            { fields: { starts_on: msg('years.termInside') } },
          );
        }
        await yearsRepo.addTerm(yearId, t);
        return (await yearsRepo.get(yearId))!;
      }),
    ),

  async removeTerm(id: number) {
    if (!(await yearsRepo.removeTerm(id))) throw notFound('record.term');
  },
};
