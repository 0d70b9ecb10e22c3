import type { DayBook } from '@contracts/fee-office';
import { query, queryOne } from '../../db/pool';

/** A day's money at the counter: the spec's payments (`fees`) received and the refunds paid out. */
export const dayBookRepo = {
  receipts(date: string) {
    return query<DayBook['receipts'][number]>(
      `SELECT receipt_no, student_id, name, class, payment_mode AS mode, amount::text
       FROM fees WHERE payment_date = $1 ORDER BY receipt_no, fee_id`,
      [date],
    );
  },

  async refunds(date: string): Promise<{ count: number; paise: string }> {
    return (await queryOne<{ count: number; paise: string }>(
      `SELECT count(*)::int AS count, coalesce(sum(amount), 0)::text AS paise FROM fee_entries WHERE kind = 'refund' AND entry_date = $1`,
      [date],
    ))!;
  },
};
