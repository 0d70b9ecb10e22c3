import { z } from 'zod';
import { FeeInput, amount } from './fees';
import { isoDate, trimmed } from './fields';
import { msg } from './i18n/packed-text';
import { toDecimal, toPaise } from './money';
import { recordId } from './record-id';
import { setupClass, setupPlaceFilter, studentId } from './school-fields';

// Fees as a school runs them (issue 34): structures, concessions, the ledger, defaulters.
// Amounts travel as decimal strings ("1234.50"), as the spec's fee amounts do.

/** A class of the school's setup by its name ("LKG"); 5 and "5" name class 5. The server looks it up. */
const CLASS = setupClass;
const optionalYear = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  recordId('label.recordId').optional(),
);

const EXACT = /^\d+\.\d{2}$/;
const Instalment = z.object({ due_date: isoDate('label.dueDate'), amount });

const HeadPlan = z
  .object({
    head: trimmed('label.head', 60),
    amount,
    /** Charged only to the pupils given it (transport by route, hostel), while they take it. */
    optional: z.boolean({ error: msg('feeLedger.optionalFlag') }).optional(),
    instalments: z
      .array(Instalment, { error: msg('feeLedger.instalmentsRequired') })
      .min(1, msg('feeLedger.instalmentsRequired'))
      .max(24, msg('feeLedger.instalmentsMax')),
  })
  .superRefine((h, ctx) => {
    // Zod runs this even when a field failed: add up only amounts that are amounts.
    const amounts = [h.amount, ...(Array.isArray(h.instalments) ? h.instalments.map((i) => i?.amount) : [])];
    if (!amounts.every((a) => typeof a === 'string' && EXACT.test(a))) return;
    const sum = h.instalments.reduce((s, i) => s + toPaise(i.amount), 0n);
    if (sum !== toPaise(h.amount)) {
      ctx.addIssue({
        code: 'custom',
        path: ['instalments'],
        message: msg('feeLedger.instalmentsSum', { head: h.head, sum: toDecimal(sum), amount: h.amount }),
      });
    }
    const dates = h.instalments.map((i) => i.due_date);
    if (new Set(dates).size !== dates.length)
      ctx.addIssue({
        code: 'custom',
        path: ['instalments'],
        message: msg('feeLedger.instalmentDatesRepeat', { head: h.head }),
      });
  });

/** A class's structure for the current year (or the year named): each head's amount and instalments. */
export const FeeStructureInput = z
  .object({
    class: CLASS,
    year_id: optionalYear,
    heads: z
      .array(HeadPlan, { error: msg('feeLedger.headsRequired') })
      .min(1, msg('feeLedger.headsRequired'))
      .max(30, msg('feeLedger.headsMax')),
  })
  .superRefine((s, ctx) => {
    if (!Array.isArray(s.heads)) return;
    const names = s.heads.map((h) => String(h?.head ?? '').toLowerCase());
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', path: ['heads'], message: msg('feeLedger.headsRepeat') });
  });
export type FeeStructureInput = z.infer<typeof FeeStructureInput>;

export const FeeStructureQuery = z.object({ class: CLASS, year_id: optionalYear });

const percent = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, msg('feeLedger.percentFormat'))
      .refine((v) => Number(v) > 0 && Number(v) <= 100, msg('feeLedger.percentFormat')),
  );

const reason = trimmed('label.reason', 200);

/** A concession on one head for a pupil, this year: a percentage or an amount, never both. */
export const ConcessionInput = z
  .object({
    student_id: studentId,
    head: trimmed('label.head', 60),
    percent: percent.optional(),
    amount: amount.optional(),
    reason,
  })
  .refine((c) => (c.percent === undefined) !== (c.amount === undefined), {
    path: ['percent'],
    message: msg('feeLedger.percentOrAmount'),
  });
export type ConcessionInput = z.infer<typeof ConcessionInput>;

export const LedgerQuery = z.object({ student_id: studentId });

export const AGEING = ['0-30', '31-60', '61-90', '90+'] as const;
export const DefaultersQuery = z.object({
  ...setupPlaceFilter,
  bucket: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(AGEING, { error: msg('feeLedger.bucket') }).optional(),
  ),
});

/** A payment taken against dues: the spec's payment, optionally put on chosen dues. */
export const DuesPaymentInput = FeeInput.extend({
  dues: z
    .array(z.object({ due_id: recordId('label.recordId'), amount }), { error: msg('feeLedger.duesList') })
    .max(60, msg('feeLedger.duesList'))
    .optional(),
});
export type DuesPaymentInput = z.infer<typeof DuesPaymentInput>;

export const RefundInput = z.object({
  student_id: studentId,
  amount,
  reason,
  refund_date: isoDate('label.date').optional(),
});
export const WriteOffInput = z.object({ student_id: studentId, amount: amount.optional(), reason });
export const WaiverInput = z.object({ entry_id: recordId('label.recordId'), reason });
export const LateFeeRunInput = z.object({ as_of: isoDate('label.date').optional() });
export const ReminderInput = z.object({ class: CLASS, section: setupPlaceFilter.section });

export const FeeSettingsInput = z.object({
  sibling_percent: z.union([z.literal(0), z.literal('0'), percent]).transform((v) => String(v)),
  late_fee_kind: z.enum(['none', 'per_day', 'flat'], { error: msg('feeLedger.lateFeeKind') }),
  late_fee_amount: z.union([z.literal(0), z.literal('0'), amount]).transform((v) => String(v)),
  grace_days: z
    .number({ error: msg('feeLedger.graceDays') })
    .int(msg('feeLedger.graceDays'))
    .min(0, msg('feeLedger.graceDays'))
    .max(365, msg('feeLedger.graceDays')),
  mid_year_from: z.enum(['joining_month', 'year_start'], { error: msg('feeLedger.midYearFrom') }),
});
export type FeeSettingsInput = z.infer<typeof FeeSettingsInput>;

/** A class as answered: the spec's number for 1-10, the setup's name for others ("LKG"). */
type ClassAnswer = number | string;

export interface FeeStructure {
  year_id: number;
  class: ClassAnswer;
  heads: { head: string; amount: string; optional?: true; instalments: { due_date: string; amount: string }[] }[];
}

export type LedgerKind =
  'charge' | 'late_fee' | 'concession' | 'waiver' | 'cancel' | 'write_off' | 'payment' | 'refund';

/** A pupil's ledger: each entry's amount is its effect on the balance (a payment is negative). */
export interface FeeLedger {
  balance: string;
  overdue: string;
  next_due: { date: string; amount: string } | null;
  entries: { date: string; kind: LedgerKind; head: string | null; amount: string; balance: string }[];
}

/** A due still owed, for the office to put a payment on (or waive, when it is a late fee). */
export interface OpenDue {
  due_id: number;
  kind: 'charge' | 'late_fee';
  head: string | null;
  due_date: string;
  amount: string;
  outstanding: string;
}

export interface Defaulter {
  student_id: string;
  name: string;
  class: ClassAnswer;
  section: string;
  overdue: string;
  days_overdue: number;
}
