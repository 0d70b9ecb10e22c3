import { msg } from '@contracts/i18n/packed-text';
import { AppError, notFound } from '../../core/errors';
import { transaction } from '../../db/pool';
import { feesRepo } from '../fees/fees.repo';
import { calendar } from '../../lib/calendar';
import { daysBetween } from './dues-state';
import { feeRulesRepo } from './fee-rules.repo';
import { ledgerRepo, type NewEntry } from './ledger.repo';
import { toDecimal, toPaise } from './money';
import { pupilState, pupilStates } from './pupil-state';

const refused = (
  status: number,
  key: Parameters<typeof msg>[0],
  values: Record<string, string | number>,
  field: string,
) => new AppError(status, msg(key, values), { fields: { [field]: msg(key, values) } });

async function lockedPupil(studentId: string) {
  const s = await feesRepo.student(studentId);
  if (!s) throw notFound('record.student');
  await ledgerRepo.lockPupil(s.student_id);
  return s;
}

export const adjustments = {
  /** Money handed back to a family that paid more than it owes (a credit balance), with the reason. */
  refund: (input: { student_id: string; amount: string; reason: string; refund_date?: string }, recordedBy: number) =>
    transaction(async () => {
      const s = await lockedPupil(input.student_id);
      const { state } = await pupilState(s.student_id, calendar.today());
      const credit = state.balance < 0n ? -state.balance : 0n;
      if (toPaise(input.amount) > credit)
        throw refused(400, 'feeLedger.refundTooLarge', { credit: toDecimal(credit) }, 'amount');
      const [id] = await ledgerRepo.insert([
        {
          student_id: s.student_id,
          year_id: null,
          entry_date: input.refund_date ?? calendar.today(),
          kind: 'refund',
          head_id: null,
          amount: toPaise(input.amount),
          reason: input.reason,
          recorded_by: recordedBy,
        },
      ]);
      return { id, amount: input.amount };
    }),

  /** Dues the school gives up on, oldest first, up to the amount (all that is owed when none is given). */
  writeOff: (input: { student_id: string; amount?: string; reason: string }, recordedBy: number) =>
    transaction(async () => {
      const s = await lockedPupil(input.student_id);
      const { rows, state } = await pupilState(s.student_id, calendar.today());
      const owed = [...state.outstanding.values()].reduce((a, b) => a + b, 0n);
      let left = input.amount ? toPaise(input.amount) : owed;
      if (left === 0n || left > owed)
        throw refused(400, 'feeLedger.writeOffTooLarge', { owed: toDecimal(owed) }, 'amount');
      const entries: NewEntry[] = [];
      for (const r of rows) {
        const part = [left, state.outstanding.get(r.id) ?? 0n].reduce((a, b) => (a < b ? a : b));
        if (part <= 0n) continue;
        entries.push({
          student_id: s.student_id,
          year_id: r.year_id,
          entry_date: calendar.today(),
          kind: 'write_off',
          head_id: r.head_id,
          due_id: r.id,
          amount: -part,
          reason: input.reason,
          recorded_by: recordedBy,
        });
        left -= part;
      }
      await ledgerRepo.insert(entries);
      return { amount: toDecimal(entries.reduce((a, e) => a - e.amount, 0n)) };
    }),

  /** A late fee taken back, with the reason; the charge it was on accrues no more. */
  waive: (input: { entry_id: number; reason: string }, recordedBy: number) =>
    transaction(async () => {
      const e = await ledgerRepo.entry(input.entry_id);
      if (!e || e.kind !== 'late_fee')
        throw refused(404, 'feeLedger.lateFeeNotFound', { id: input.entry_id }, 'entry_id');
      await ledgerRepo.lockPupil(e.student_id);
      const due = (await ledgerRepo.dues([e.student_id])).find((d) => d.id === e.id)!;
      if (BigInt(due.net) <= 0n) throw refused(409, 'feeLedger.alreadyWaived', { id: e.id }, 'entry_id');
      await ledgerRepo.insert([
        {
          student_id: e.student_id,
          year_id: e.year_id,
          entry_date: calendar.today(),
          kind: 'waiver',
          head_id: e.head_id,
          due_id: e.id,
          amount: -BigInt(due.net),
          reason: input.reason,
          recorded_by: recordedBy,
        },
      ]);
      return { amount: toDecimal(due.net) };
    }),

  /**
   * Late fees by the school's rule, as of a day: a flat amount once a charge is past its date and
   * the grace days, or so much a day past them (topped up on each run). A charge whose late fee
   * was waived accrues no more. Running it twice on a day adds nothing.
   */
  lateFees: (asOf: string | undefined, recordedBy: number) =>
    transaction(async () => {
      const rule = await feeRulesRepo.settings();
      if (rule.late_fee_kind === 'none' || BigInt(rule.late_fee_amount) === 0n)
        throw new AppError(409, msg('feeLedger.noLateFeeRule'));
      const day = asOf ?? calendar.today();
      const entries: NewEntry[] = [];
      for (const [studentId, { rows, state }] of await pupilStates(await ledgerRepo.pupilsWithDues(), day)) {
        for (const c of rows.filter((r) => r.kind === 'charge' && (state.outstanding.get(r.id) ?? 0n) > 0n)) {
          const late = daysBetween(c.due_date, day) - rule.grace_days;
          if (late <= 0) continue;
          const fees = rows.filter((r) => r.penalty_on === c.id);
          if (fees.some((f) => BigInt(f.net) < BigInt(f.amount))) continue;
          const target =
            rule.late_fee_kind === 'flat' ? BigInt(rule.late_fee_amount) : BigInt(rule.late_fee_amount) * BigInt(late);
          const more = target - fees.reduce((s, f) => s + BigInt(f.amount), 0n);
          if (more > 0n)
            entries.push({
              student_id: studentId,
              year_id: c.year_id,
              entry_date: day,
              kind: 'late_fee',
              head_id: c.head_id,
              due_id: c.id,
              amount: more,
              reason: null,
              recorded_by: recordedBy,
            });
        }
      }
      await ledgerRepo.insert(entries);
      return { entries: entries.length, total: toDecimal(entries.reduce((s, e) => s + e.amount, 0n)) };
    }),
};
