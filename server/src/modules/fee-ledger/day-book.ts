import type { DayBook } from '@contracts/fee-office';
import { PAYMENT_MODES } from '@contracts/enums';
import { calendar } from '../../lib/calendar';
import { dayBookRepo } from './day-book.repo';
import { toDecimal, toPaise } from './money';

/**
 * The day-book for closing the cash counter: every receipt of the day, what each payment mode
 * brought in (every mode listed, none left out for being nil), the total, and the refunds paid out.
 */
export async function dayBook(date = calendar.today()): Promise<DayBook> {
  const receipts = await dayBookRepo.receipts(date);
  const refunds = await dayBookRepo.refunds(date);
  const sum = (rows: { amount: string }[]) => rows.reduce((s, r) => s + toPaise(r.amount), 0n);
  return {
    date,
    modes: PAYMENT_MODES.map((mode) => {
      const own = receipts.filter((r) => r.mode === mode);
      return { mode, receipts: own.length, amount: toDecimal(sum(own)) };
    }),
    total: { receipts: receipts.length, amount: toDecimal(sum(receipts)) },
    refunds: { count: refunds.count, amount: toDecimal(BigInt(refunds.paise)) },
    receipts: receipts.map((r) => ({ ...r, amount: toDecimal(toPaise(r.amount)) })),
  };
}
