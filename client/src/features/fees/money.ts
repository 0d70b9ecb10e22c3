import { DEFAULT_FORMAT, formatMoney } from '@contracts/i18n/format';

// Amounts arrive as exact decimal strings ("1234.50"); they are shown without ever becoming floats.

/** Indian digit grouping: 12,34,567.50 (the one function in contracts/i18n/format.ts, in English). */
export const formatRupees = (amount: string): string => formatMoney(amount, DEFAULT_FORMAT);

/** 'YYYY-MM-DD' of today where the user is (a fee is usually recorded on the day it is paid). */
export function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
