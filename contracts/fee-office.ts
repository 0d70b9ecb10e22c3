import type { AGEING } from './fee-ledger';
import { z } from 'zod';
import { PAYMENT_MODES } from './enums';
import { isoDate, trimmed } from './fields';
import { msg } from './i18n/packed-text';
import { recordId } from './record-id';
import { studentId } from './school-fields';

// What the office's screens read from the fee ledger's routes (issue 34), typed once for both sides.

/** GET /api/admin/fees/summary: the admin dashboard's fee figures. */
export interface FeeOfficeSummary {
  collected_today: string;
  collected_this_month: string;
  /** Still owed of the dues falling in the next seven days. */
  due_next_week: string;
  /** In the setup's order; 1-10 as the spec's numbers, other classes by name ("LKG"). */
  by_class: { class: number | string; balance: string; overdue: string }[];
}

/** GET /api/admin/fees/ageing: pupils and money overdue by how long it has been owed. */
export type FeeAgeing = Record<(typeof AGEING)[number], { pupils: number; overdue: string }>;

/** POST /api/admin/fees/reminders: how many messages were queued, for how many pupils owing. */
export interface RemindersSent {
  message: string;
  queued: number;
  pupils: number;
}

// The fee office's further actions (issue 34): last year's structures copied with an increase,
// optional heads per pupil, and the day-book for closing the cash counter.

const optionalYear = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  recordId('label.recordId').optional(),
);

/** Every class's structure of one year copied to another, each amount raised by `percent` (0 to 100, two decimals). */
export const StructureCopyInput = z.object({
  from_year_id: optionalYear,
  to_year_id: optionalYear,
  percent: z
    .union([z.string(), z.number()], { error: msg('feeLedger.increaseFormat') })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{1,3}(\.\d{1,2})?$/, msg('feeLedger.increaseFormat'))
        .refine((v) => Number(v) <= 100, msg('feeLedger.increaseFormat')),
    ),
});
export type StructureCopyInput = z.infer<typeof StructureCopyInput>;

export interface StructureCopied {
  from_year_id: number;
  to_year_id: number;
  /** The classes copied: 1-10 as the spec's numbers, the setup's others by name. */
  classes: (number | string)[];
  pupils: number;
}

/** An optional head (one of the pupil's class structure's optional heads) given to or taken from a pupil. */
export const OptionalHeadInput = z.object({ student_id: studentId, head: trimmed('label.head', 60) });
export type OptionalHeadInput = z.infer<typeof OptionalHeadInput>;

/** A stretch of the year a pupil takes an optional head: from the first of the month given, to the day taken away. */
export interface OptionalHeadStint {
  head: string;
  year_id: number;
  starts_on: string;
  ends_on: string | null;
}

export const DayBookQuery = z.object({ date: isoDate('label.date').optional() });

/** A day's collections by mode, and each receipt, for closing the cash counter. */
export interface DayBook {
  date: string;
  modes: { mode: (typeof PAYMENT_MODES)[number]; receipts: number; amount: string }[];
  total: { receipts: number; amount: string };
  refunds: { count: number; amount: string };
  receipts: {
    receipt_no: string;
    student_id: string;
    name: string;
    class: number;
    mode: string;
    amount: string;
  }[];
}
