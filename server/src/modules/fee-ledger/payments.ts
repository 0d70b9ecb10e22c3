import type { DuesPaymentInput } from '@contracts/fee-ledger';
import type { FeeRecord } from '@contracts/fees';
import { msg } from '@contracts/i18n/packed-text';
import { AppError } from '../../core/errors';
import type { SchoolEvents } from '../../core/school-events';
import { transaction } from '../../db/pool';
import { feesService } from '../fees/fees.service';
import { calendar } from '../../lib/calendar';
import { duesState, oldestFirst } from './dues-state';
import { ledgerRepo } from './ledger.repo';
import { toPaise } from './money';
import { pupilState } from './pupil-state';

const badDues = (key: 'feeLedger.dueNotOwed' | 'feeLedger.duesOverPayment', values: Record<string, string | number>) =>
  new AppError(400, msg(key, values), { fields: { dues: msg(key, values) } });

/** Where a pupil stands as if this payment were not made yet (its own allocations cleared): what it may go to. */
async function standingWithout(paymentId: number, studentId: string, amount: bigint) {
  await ledgerRepo.clearAllocations(paymentId);
  const { dues, credit, chosen } = await pupilState(studentId, calendar.today());
  return { dues, before: duesState(dues, credit - amount, chosen, calendar.today()) };
}

/** A payment's entry, made or brought up to date, with what it paid worked out again. */
async function savePayment(
  p: SchoolEvents['paymentSaved'],
  chosen: { due_id: number; amount: bigint }[] = [],
): Promise<void> {
  await ledgerRepo.lockPupil(p.student_id);
  const amount = toPaise(p.amount);
  const paymentId = await ledgerRepo.savePayment({
    fee_id: p.fee_id,
    student_id: p.student_id,
    amount,
    entry_date: p.payment_date,
    recorded_by: p.recorded_by,
  });
  const { dues, before } = await standingWithout(paymentId, p.student_id, amount);
  const total = chosen.reduce((s, d) => s + d.amount, 0n);
  if (total > amount) throw badDues('feeLedger.duesOverPayment', { amount: p.amount });
  const outstanding = new Map(before.outstanding);
  for (const d of chosen) {
    const owed = outstanding.get(d.due_id);
    if (owed === undefined || d.amount > owed) throw badDues('feeLedger.dueNotOwed', { due: d.due_id });
    outstanding.set(d.due_id, 0n);
  }
  await ledgerRepo.allocate(paymentId, chosen, true);
  // The rest of the payment, oldest first, over the dues not chosen.
  await ledgerRepo.allocate(paymentId, oldestFirst(outstanding, dues, amount - total), false);
}

/** A spec payment (POST or PUT /api/admin/Fee) recorded or changed: put on the oldest dues first. */
export const paymentSaved = (p: SchoolEvents['paymentSaved']) => savePayment(p);

/**
 * A payment taken against dues: the spec's payment (its receipt and every field), put on the
 * dues the office chose, and what is left of it on the oldest others.
 */
export const payAgainstDues = (
  { dues: picked, ...payment }: DuesPaymentInput,
  recordedBy: number,
): Promise<FeeRecord> =>
  transaction(async () => {
    const fee = await feesService.create(payment, recordedBy);
    if (picked?.length) {
      const chosen = picked.map((d) => ({ due_id: d.due_id, amount: toPaise(d.amount) }));
      await savePayment(
        {
          fee_id: fee.fee_id,
          student_id: fee.student_id,
          amount: fee.amount,
          payment_date: fee.payment_date,
          recorded_by: recordedBy,
        },
        chosen,
      );
    }
    return fee;
  });
