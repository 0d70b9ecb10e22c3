import type { FeeRecord, FeeTotals, StudentSummary } from '@contracts/fees';
import { query, queryOne } from '../../db/pool';
import { type Filter, tableRepo } from '../../db/table-repo';
import { yearFilter } from '../years/year-filter';

export const feeRecords = tableRepo<FeeRecord>({
  table: 'fees',
  key: 'fee_id',
  // class_label: classes 1-10 answer as numbers (the spec's), the setup's other classes by name.
  select: 'fee_id, student_id, name, class_label(class) AS class, amount, payment_mode, payment_date, receipt_no',
  writable: ['student_id', 'name', 'class', 'amount', 'payment_mode', 'payment_date', 'receipt_no', 'recorded_by'],
  searchable: ['student_id', 'name', 'receipt_no'],
  sortable: {
    fee_id: 'fee_id',
    student_id: 'student_id',
    name: 'lower(name)',
    class: 'class',
    amount: 'amount',
    payment_mode: 'payment_mode',
    payment_date: 'payment_date',
    receipt_no: 'lower(receipt_no)',
  },
  defaultOrder: 'payment_date DESC, fee_id DESC',
  counter: 'fees',
});

export function feeFilters(f: { class?: number; payment_date?: string; year_id?: number }): Filter[] {
  const filters: Filter[] = yearFilter('payment_date', f.year_id);
  if (f.class !== undefined) filters.push({ sql: 'class = $1', params: [f.class] });
  if (f.payment_date !== undefined) filters.push({ sql: 'payment_date = $1', params: [f.payment_date] });
  return filters;
}

const TOTAL = 'coalesce(sum(amount), 0)::numeric(12, 2)::text AS total, count(*)::int AS count';

export const feesRepo = {
  /** The student a payment is for, found by ID whatever its letter case. */
  student(studentId: string): Promise<StudentSummary | undefined> {
    return queryOne<StudentSummary>(
      'SELECT student_id, name, class, section FROM students WHERE lower(student_id) = lower($1)',
      [studentId],
    );
  },

  /** The next receipt number from the sequence that nobody has typed in by hand already. */
  async nextReceiptNo(): Promise<string> {
    for (;;) {
      const row = await queryOne<{ code: string }>(
        `SELECT code FROM (SELECT padded_code('R', nextval('fee_receipt_seq'), 6) AS code) c
          WHERE NOT EXISTS (SELECT 1 FROM fees WHERE lower(receipt_no) = lower(c.code))`,
      );
      if (row) return row.code;
    }
  },

  async totals(): Promise<FeeTotals> {
    const [overall, byClass, byMonth] = await Promise.all([
      queryOne<FeeTotals['overall']>(`SELECT ${TOTAL} FROM fees`),
      query<FeeTotals['by_class'][number]>(
        `SELECT class_label(class) AS class, ${TOTAL} FROM fees GROUP BY fees.class ORDER BY fees.class`,
      ),
      query<FeeTotals['by_month'][number]>(
        `SELECT to_char(payment_date, 'YYYY-MM') AS month, ${TOTAL} FROM fees GROUP BY 1 ORDER BY 1 DESC`,
      ),
    ]);
    return { overall: overall!, by_class: byClass, by_month: byMonth };
  },

  /** What a payment paid, for its receipt (the ledger's allocations of the payment entry). */
  allocations(feeId: number): Promise<{ head: string | null; due_date: string; amount: string }[]> {
    return query(
      `SELECT h.name AS head, to_char(d.entry_date, 'YYYY-MM-DD') AS due_date, (a.amount::numeric / 100)::numeric(14, 2)::text AS amount
       FROM fee_entries p JOIN fee_allocations a ON a.payment_id = p.id JOIN fee_entries d ON d.id = a.due_id LEFT JOIN fee_heads h ON h.id = d.head_id
       WHERE p.fee_id = $1 ORDER BY d.entry_date, d.id`,
      [feeId],
    );
  },
};
