import type { StructureCopied, StructureCopyInput } from '@contracts/fee-office';
import { msg } from '@contracts/i18n/packed-text';
import { AppError } from '../../core/errors';
import { batch } from '../../db/batch';
import { yearsRepo } from '../years/years.repo';
import { type Paise, splitInProportion, toDecimal, toPaise } from './money';
import { structuresRepo } from './structures.repo';
import { feeYear, structuresService } from './structures.service';
import { classLabel } from '../setup/class-label';

const RUPEE = 100n;

/** An amount raised by a percentage (two decimals), rounded half up to whole rupees, at least one rupee. */
export function raised(amount: Paise, percent: string): Paise {
  const hundredths = toPaise(percent); // 7.5 % -> 750
  const rupees = (amount * (10_000n + hundredths) + 500_000n) / 1_000_000n;
  return (rupees > 0n ? rupees : 1n) * RUPEE;
}

/**
 * The instalments of a raised head: the new amount split in proportion to the old instalments
 * in whole rupees, the rupees left over on the last ones, so they add up to the head exactly.
 * An instalment too small for a whole rupee keeps the split to the paisa instead.
 */
export function raisedInstalments(head: Paise, old: Paise[]): Paise[] {
  const rupees = splitInProportion(head / RUPEE, old);
  return rupees.every((r) => r > 0n) ? rupees.map((r) => r * RUPEE) : splitInProportion(head, old);
}

/** The same day `years` years later (29 February becomes the 28th in a year without it). */
function shifted(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y + years, m - 1, d));
  if (day.getUTCMonth() !== m - 1) day.setUTCDate(0);
  return day.toISOString().slice(0, 10);
}

async function yearBefore(to: { starts_on: string; name: string }) {
  const earlier = (await yearsRepo.list()).filter((y) => y.starts_on < to.starts_on);
  const from = earlier.sort((a, b) => (a.starts_on < b.starts_on ? 1 : -1))[0];
  if (!from) throw new AppError(400, msg('feeLedger.noEarlierYear', { year: to.name }));
  return from;
}

/**
 * Every class's structure of one year (by default the one before) set for another (by default
 * the current one) with each amount raised by the percentage, in whole rupees, due dates moved
 * by the years between them; the pupils are charged as for any structure set, all in one
 * transaction. A year that already has structures is left alone (409).
 */
export const copyStructures = (input: StructureCopyInput, recordedBy: number): Promise<StructureCopied> =>
  // A whole school's pupils charged: batch work's limits, still one transaction.
  batch('copy of fee structures', async () => {
    const to = await feeYear(input.to_year_id);
    const from = input.from_year_id ? await feeYear(input.from_year_id) : await yearBefore(to);
    if (from.id === to.id)
      throw new AppError(400, msg('feeLedger.copySameYear'), {
        fields: { from_year_id: msg('feeLedger.copySameYear') },
      });
    if ((await structuresRepo.classesOf(to.id)).length)
      throw new AppError(409, msg('feeLedger.copyTargetHasStructures', { year: to.name }));
    const classes = await structuresRepo.classesOf(from.id);
    if (!classes.length) throw new AppError(400, msg('feeLedger.nothingToCopy', { year: from.name }));
    const years = Number(to.starts_on.slice(0, 4)) - Number(from.starts_on.slice(0, 4));
    let pupils = 0;
    for (const cls of classes) {
      const old = await structuresService.get(cls, from.id);
      const heads = old.heads.map((h) => {
        const amount = raised(toPaise(h.amount), input.percent);
        const parts = raisedInstalments(
          amount,
          h.instalments.map((i) => toPaise(i.amount)),
        );
        return {
          head: h.head,
          amount: toDecimal(amount),
          ...(h.optional ? { optional: true } : {}),
          instalments: h.instalments.map((i, n) => ({
            due_date: shifted(i.due_date, years),
            amount: toDecimal(parts[n]),
          })),
        };
      });
      pupils += (await structuresService.set({ class: cls, year_id: to.id, heads }, recordedBy)).pupils;
    }
    // The whole school's charges for the year are in: the promotion after this plans for them.
    await structuresRepo.analyze(true);
    // Named as the setup names them (LKG), 1-10 as numbers.
    return { from_year_id: from.id, to_year_id: to.id, classes: await Promise.all(classes.map(classLabel)), pupils };
  });
