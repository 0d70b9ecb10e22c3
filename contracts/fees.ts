import { z } from 'zod';
import { PAYMENT_MODES } from './enums';
import type { Language } from './i18n/languages';
import { isoDate } from './fields';
import { listParams } from './list';
import { yearIdFilter } from './years';
import { recordId } from './record-id';
import { setupPlaceFilter } from './school-fields';
import { msg, ref } from './i18n/packed-text';

export const STUDENT_ID_REQUIRED = msg('field.validStudentId');
/** What a pupil may not open: another pupil's dues, payments or receipts (a parent gets the family sentence). */
export const OWN_FEES_ONLY = msg('feeLedger.ownLedgerOnly');

// Money stays a decimal string end to end (NUMERIC(10,2) in the database): never a float.
const AMOUNT_FORMAT = /^\d{1,8}(\.\d{1,2})?$/;

/** '1234.5' -> '1234.50'; the input is already known to match AMOUNT_FORMAT. */
export function twoDecimals(amount: string): string {
  const [whole, fraction = ''] = amount.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

export const amount = z
  .union([z.string(), z.number()], { error: msg('fees.amountRequired') })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .pipe(
    z
      .string()
      .min(1, msg('fees.amountRequired'))
      .regex(AMOUNT_FORMAT, msg('fees.amountFormat'))
      .refine((v) => /[1-9]/.test(v), msg('fees.amountPositive'))
      .transform(twoDecimals),
  );

const studentId = z
  .string({ error: STUDENT_ID_REQUIRED })
  .trim()
  .min(1, STUDENT_ID_REQUIRED)
  .max(32, msg('field.maxChars', { label: ref('label.studentId'), max: 32 }))
  .regex(/^[A-Za-z0-9_-]+$/, STUDENT_ID_REQUIRED);

const receiptNo = z
  .string()
  .trim()
  .max(32, msg('fees.receiptLong'))
  .regex(/^[A-Za-z0-9/_-]*$/, msg('fees.receiptChars'))
  .optional()
  .transform((v) => v || undefined);

/**
 * A payment as the form and the API take it. `name` and `class` may be sent (the spec's client
 * sends them) but are always taken from the student record on the server.
 */
export const FeeInput = z.object({
  student_id: studentId,
  amount,
  payment_mode: z.enum(PAYMENT_MODES, { error: msg('fees.paymentMode') }),
  payment_date: isoDate('label.paymentDate'),
  /** Left blank, the server gives the next free number. */
  receipt_no: receiptNo,
});
export type FeeInput = z.infer<typeof FeeInput>;

export const FeeUpdate = FeeInput.extend({ fee_id: recordId('label.feeId') });
export type FeeUpdate = z.infer<typeof FeeUpdate>;

export const FEE_SORTS = [
  'fee_id',
  'student_id',
  'name',
  'class',
  'amount',
  'payment_mode',
  'payment_date',
  'receipt_no',
] as const;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const FeeListQuery = listParams(FEE_SORTS).extend({
  class: setupPlaceFilter.class,
  payment_date: z.preprocess(blankToUndefined, isoDate('label.paymentDate').optional()),
  year_id: yearIdFilter,
});

export const FeeIdQuery = z.object({ fee_id: recordId('label.feeId') });

export interface FeeRecord {
  fee_id: number;
  student_id: string;
  name: string;
  /** The pupil's class when paid: the spec's number for 1-10, the setup's name for others ("LKG"). */
  class: number | string;
  /** Exact decimal string, e.g. "1234.50". */
  amount: string;
  payment_mode: (typeof PAYMENT_MODES)[number];
  payment_date: string;
  receipt_no: string;
}

export interface FeeReceipt extends FeeRecord {
  school_name: string;
  /** In English, as the spec's receipt reads; the page writes it in the printed language. */
  amount_in_words: string;
  /** The family's language (the first guardian's login, else the student's), to print in. */
  family_language: Language;
  /** What the payment paid, due by due (empty when the pupil had no dues). */
  paid_for: { head: string | null; due_date: string; amount: string }[];
}

export interface FeeTotal {
  total: string;
  count: number;
}

export interface FeeTotals {
  overall: FeeTotal;
  by_class: (FeeTotal & { class: number | string })[];
  /** month as YYYY-MM, newest first. */
  by_month: (FeeTotal & { month: string })[];
}

/** What GET /api/admin/Students?student_id= answers for each student (the fields the fee screen reads). */
export interface StudentSummary {
  student_id: string;
  name: string;
  /** The spec's number for 1-10, the setup's name for others ("LKG"). */
  class: number | string;
  section: string;
}
