import type { OptionalHeadInput, OptionalHeadStint } from '@contracts/fee-office';
import { msg } from '@contracts/i18n/packed-text';
import { AppError, notFound } from '../../core/errors';
import { transaction } from '../../db/pool';
import { calendar } from '../../lib/calendar';
import { syncYear } from './charges';
import { ledgerRepo } from './ledger.repo';
import { optionalHeadsRepo } from './optional-heads.repo';
import { feeYear } from './structures.service';

/** The pupil (locked, as every change to their ledger) and the optional head of their class named. */
async function optionalHead(input: OptionalHeadInput) {
  const pupil = await ledgerRepo.lockPupil(input.student_id);
  if (!pupil) throw notFound('record.student');
  const year = await feeYear();
  const found = await optionalHeadsRepo.optionalHeadOf(pupil.student_id, year.id, input.head);
  if (found.head_id === null) {
    const text = msg('feeLedger.notOptionalHead', { head: input.head, class: found.class });
    throw new AppError(400, text, { fields: { head: text } });
  }
  return { studentId: pupil.student_id, year, headId: found.head_id, head: found.head! };
}

/**
 * Optional heads given to a pupil this year: charged for the instalments due from the first of
 * the month given, until the day taken away; the charges follow in the same transaction.
 */
export const optionalHeads = {
  give: (input: OptionalHeadInput, by: number) =>
    transaction(async () => {
      const { studentId, year, headId, head } = await optionalHead(input);
      const today = calendar.today();
      const monthStart = `${today.slice(0, 7)}-01`;
      const startsOn = monthStart > year.starts_on ? monthStart : year.starts_on;
      const opened = await optionalHeadsRepo.open({
        student_id: studentId,
        year_id: year.id,
        head_id: headId,
        starts_on: startsOn,
        by,
      });
      if (!opened) throw new AppError(409, msg('feeLedger.optionalHeadTaken', { head }));
      await syncYear(year.id, [studentId], by);
      return { heads: await optionalHeadsRepo.ofStudent(studentId) };
    }),

  takeAway: (input: OptionalHeadInput, by: number) =>
    transaction(async () => {
      const { studentId, year, headId, head } = await optionalHead(input);
      if (!(await optionalHeadsRepo.close(studentId, year.id, headId, calendar.today())))
        throw new AppError(404, msg('feeLedger.optionalHeadNotTaken', { head }));
      await syncYear(year.id, [studentId], by);
      return { heads: await optionalHeadsRepo.ofStudent(studentId) };
    }),

  of: async (studentId: string): Promise<OptionalHeadStint[]> => optionalHeadsRepo.ofStudent(studentId),
};
