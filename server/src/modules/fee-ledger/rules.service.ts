import type { ConcessionInput, FeeSettingsInput } from '@contracts/fee-ledger';
import { notFound } from '../../core/errors';
import { transaction } from '../../db/pool';
import { feesRepo } from '../fees/fees.repo';
import { calendar } from '../../lib/calendar';
import { grantConcession } from './concessions';
import type { ConcessionRow, FeeSettingsRow } from './fee-rules.repo';
import { feeRulesRepo } from './fee-rules.repo';
import { ledgerRepo } from './ledger.repo';
import { toDecimal, toPaise } from './money';
import { feeYear } from './structures.service';

const concessionOut = (c: ConcessionRow) => ({ ...c, amount: c.amount === null ? null : toDecimal(c.amount) });
const settingsOut = (s: FeeSettingsRow) => ({ ...s, late_fee_amount: toDecimal(s.late_fee_amount) });

export const rulesService = {
  /** A concession for this year, taken off the pupil's charges of the head at once. */
  grant: (input: ConcessionInput, grantedBy: number) =>
    transaction(async () => {
      const s = await feesRepo.student(input.student_id);
      if (!s) throw notFound('record.student');
      await ledgerRepo.lockPupil(s.student_id);
      const year = await feeYear();
      const row = await grantConcession(
        {
          student_id: s.student_id,
          year_id: year.id,
          head: input.head,
          percent: input.percent,
          amount: input.amount === undefined ? undefined : toPaise(input.amount),
          reason: input.reason,
          granted_by: grantedBy,
        },
        calendar.today(),
      );
      return concessionOut(row!);
    }),

  async concessionsOf(studentId: string) {
    const s = await feesRepo.student(studentId);
    if (!s) throw notFound('record.student');
    return (await feeRulesRepo.ofStudent(s.student_id)).map(concessionOut);
  },

  settings: async () => settingsOut(await feeRulesRepo.settings()),

  saveSettings: (input: FeeSettingsInput) =>
    transaction(async () => {
      await feeRulesRepo.saveSettings({ ...input, late_fee_amount: toPaise(input.late_fee_amount) });
      return settingsOut(await feeRulesRepo.settings());
    }),
};
