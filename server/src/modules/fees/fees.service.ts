import { type FeeInput, type FeeReceipt, type FeeRecord, OWN_FEES_ONLY } from '@contracts/fees';
import type { ListParams } from '@contracts/list';
import { transaction } from '../../db/pool';
import { AppError, notFound } from '../../core/errors';
import { schoolEvents } from '../../core/school-events';
import type { SessionUser } from '../../core/request-context';
import { familyPolicy } from '../access';
import { amountInWords } from '@contracts/i18n/number-words';
import { accountsRepo } from '../auth/accounts.repo';
import { classPlaces } from '../setup/class-places';
import { feeFilters, feeRecords, feesRepo } from './fees.repo';
import { msg } from '@contracts/i18n/packed-text';

const studentNotFound = () =>
  new AppError(404, msg('fees.studentNotFound'), { fields: { student_id: msg('fees.studentNotFound') } });
const receiptTaken = (no: string) =>
  new AppError(409, msg('fees.receiptTaken', { no }), { fields: { receipt_no: msg('fees.receiptTaken', { no }) } });

// The unique index is the guarantee; this turns its violation into a sentence about the field.
async function guardReceipt<T>(receiptNo: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if ((err as { code?: string; constraint?: string }).code === '23505') throw receiptTaken(receiptNo);
    throw err;
  }
}

/** The fee ledger (subscribed in compose.ts) puts every payment on the pupil's dues. */
const paymentSaved = (fee: FeeRecord, recordedBy: number | null) =>
  schoolEvents.emit('paymentSaved', {
    fee_id: fee.fee_id,
    student_id: fee.student_id,
    amount: fee.amount,
    payment_date: fee.payment_date,
    recorded_by: recordedBy,
  });

/** The columns written for a payment: name and class always from the student record. */
async function feeValues(input: FeeInput) {
  const student = await feesRepo.student(input.student_id);
  if (!student) throw studentNotFound();
  return {
    student_id: student.student_id,
    name: student.name,
    class: student.class,
    amount: input.amount,
    payment_mode: input.payment_mode,
    payment_date: input.payment_date,
  };
}

export const feesService = {
  /** Payments, narrowed to a class (by the setup's name) and a payment date when given. */
  async list({
    class: named,
    payment_date,
    year_id,
    ...params
  }: ListParams & { class?: number | string; payment_date?: string; year_id?: number }) {
    const { class: cls } = await classPlaces.filter({ class: named });
    return feeRecords.list(params, feeFilters({ class: cls, payment_date, year_id }));
  },

  create(input: FeeInput, recordedBy: number): Promise<FeeRecord> {
    return transaction(async () => {
      const values = await feeValues(input);
      const receipt_no = input.receipt_no ?? (await feesRepo.nextReceiptNo());
      const fee = await guardReceipt(receipt_no, () =>
        feeRecords.insert({ ...values, receipt_no, recorded_by: recordedBy }),
      );
      await paymentSaved(fee, recordedBy);
      return fee;
    });
  },

  update(feeId: number, input: FeeInput): Promise<FeeRecord> {
    return transaction(async () => {
      if (!(await feeRecords.get(feeId))) throw notFound('record.fee');
      const values = await feeValues(input);
      // A blank receipt number on edit keeps the one the payment already has.
      const receipt_no = input.receipt_no;
      const row = (await guardReceipt(receipt_no ?? '', () => feeRecords.update(feeId, { ...values, receipt_no })))!;
      await paymentSaved(row, null);
      return row;
    });
  },

  async remove(feeId: number): Promise<void> {
    if (!(await feeRecords.remove(feeId))) throw notFound('record.fee');
  },

  /** One pupil's payments, for the pupil or a guardian (the family policy decides). */
  async ofStudent(user: SessionUser, studentId: string, params: ListParams) {
    await familyPolicy.assertMayRead(user, studentId, OWN_FEES_ONLY);
    return feeRecords.list(params, [{ sql: 'lower(student_id) = lower($1)', params: [studentId] }]);
  },

  async receipt(feeId: number, schoolName: string, user: SessionUser): Promise<FeeReceipt> {
    const fee = await feeRecords.get(feeId);
    if (!fee) throw notFound('record.fee');
    await familyPolicy.assertMayRead(user, fee.student_id, OWN_FEES_ONLY);
    const paid_for = await feesRepo.allocations(feeId);
    return {
      ...fee,
      school_name: schoolName,
      amount_in_words: amountInWords(fee.amount),
      family_language: await accountsRepo.familyLanguageOf(fee.student_id),
      paid_for,
    };
  },
};
