import type { FeeStructure, FeeStructureInput } from '@contracts/fee-ledger';
import { msg, ref } from '@contracts/i18n/packed-text';
import { AppError } from '../../core/errors';
import { transaction } from '../../db/pool';
import { classLabel } from '../setup/class-label';
import { yearsRepo } from '../years/years.repo';
import { syncClass } from './charges';
import { toDecimal, toPaise } from './money';
import { structuresRepo } from './structures.repo';

/** The year named, else the current one; 409 when the school has no current year yet. */
export async function feeYear(yearId?: number) {
  const year = yearId ? await yearsRepo.get(yearId) : await yearsRepo.current();
  if (year) return year;
  if (yearId)
    throw new AppError(404, msg('record.notFound', { what: ref('record.year') }), {
      fields: { year_id: msg('record.notFound', { what: ref('record.year') }) },
    });
  throw new AppError(409, msg('feeLedger.noCurrentYear'));
}

export const structuresService = {
  /**
   * Sets a class's structure (the class as stored: the setup's link number, see classPlaces) for the year and brings every pupil of the class in line with it in
   * the same transaction: new instalments charged, dropped ones cancelled.
   */
  set: (input: Omit<FeeStructureInput, 'class'> & { class: number }, recordedBy: number) =>
    transaction(async () => {
      const year = await feeYear(input.year_id);
      const outside = input.heads
        .flatMap((h) => h.instalments)
        .find((i) => i.due_date < year.starts_on || i.due_date > year.ends_on);
      if (outside)
        throw new AppError(400, msg('feeLedger.dueOutsideYear', { date: outside.due_date, year: year.name }), {
          fields: { heads: msg('feeLedger.dueOutsideYear', { date: outside.due_date, year: year.name }) },
        });
      const plan = [];
      for (const h of input.heads) {
        plan.push({
          head_id: await structuresRepo.headId(h.head),
          amount: toPaise(h.amount),
          optional: h.optional === true,
          instalments: h.instalments.map((i) => ({ due_date: i.due_date, amount: toPaise(i.amount) })),
        });
      }
      await structuresRepo.replace(year.id, input.class, plan);
      await structuresRepo.analyze(false);
      const pupils = await syncClass(year.id, input.class, recordedBy);
      return { ...(await structuresService.get(input.class, year.id)), pupils };
    }),

  async get(cls: number, yearId?: number): Promise<FeeStructure> {
    const year = await feeYear(yearId);
    const [heads, instalments] = [
      await structuresRepo.heads(year.id, cls),
      await structuresRepo.instalments(year.id, cls),
    ];
    return {
      year_id: year.id,
      class: await classLabel(cls),
      heads: heads.map((h) => ({
        head: h.head,
        amount: toDecimal(h.amount),
        ...(h.optional ? { optional: true as const } : {}),
        instalments: instalments
          .filter((i) => i.head_id === h.head_id)
          .map((i) => ({ due_date: i.due_date, amount: toDecimal(i.amount) })),
      })),
    };
  },
};
