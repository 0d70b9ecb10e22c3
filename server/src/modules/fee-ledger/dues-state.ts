import type { Paise } from './money';

/** A due (a charge or a late fee) with what is left of it after concessions, waivers, cancellations and write-offs. */
export interface Due {
  id: number;
  due_date: string;
  net: Paise;
}

export interface DuesState {
  balance: Paise;
  overdue: Paise;
  /** Days since the oldest unpaid due that has passed; 0 when nothing is overdue. */
  days_overdue: number;
  /** The date of the oldest unpaid due that has passed. */
  oldest_overdue: string | null;
  next_due: { date: string; amount: Paise } | null;
  /** What is still owed of each due, by id. */
  outstanding: Map<number, Paise>;
}

const DAY = 86_400_000;
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

const byDate = (a: Due, b: Due) => (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : a.id - b.id);

/**
 * Where a pupil stands, from their dues and what they paid (`credit`: payments less refunds).
 * Money the office put on chosen instalments stays there (up to what the due still is); every
 * other rupee pays the oldest dues first. The balance is the dues less the credit, always, so
 * it never depends on how payments were spread.
 */
export function duesState(dues: Due[], credit: Paise, chosen: Map<number, Paise>, today: string): DuesState {
  const sorted = [...dues].sort(byDate);
  const outstanding = new Map<number, Paise>();
  let free = credit;
  for (const d of sorted) {
    const hard = minP(d.net, chosen.get(d.id) ?? 0n);
    outstanding.set(d.id, d.net - hard);
    free -= hard;
  }
  for (const d of sorted) {
    if (free <= 0n) break;
    const paid = minP(free, outstanding.get(d.id)!);
    outstanding.set(d.id, outstanding.get(d.id)! - paid);
    free -= paid;
  }
  let overdue = 0n;
  let oldest: string | null = null;
  let next = null as { date: string; amount: Paise } | null;
  for (const d of sorted) {
    const left = outstanding.get(d.id)!;
    if (left <= 0n) continue;
    if (d.due_date < today) {
      overdue += left;
      oldest ??= d.due_date;
    } else if (!next) next = { date: d.due_date, amount: left };
    else if (next.date === d.due_date) next.amount += left;
  }
  const balance = sorted.reduce((sum, d) => sum + d.net, 0n) - credit;
  return {
    balance,
    overdue,
    days_overdue: oldest ? daysBetween(oldest, today) : 0,
    oldest_overdue: oldest,
    next_due: next,
    outstanding,
  };
}

/** A payment of `amount` spread over the dues still owed, oldest first: what its receipt lists. */
export function oldestFirst(
  outstanding: Map<number, Paise>,
  dues: Due[],
  amount: Paise,
): { due_id: number; amount: Paise }[] {
  const parts: { due_id: number; amount: Paise }[] = [];
  let left = amount;
  for (const d of [...dues].sort(byDate)) {
    if (left <= 0n) break;
    const paid = minP(left, outstanding.get(d.id) ?? 0n);
    if (paid > 0n) parts.push({ due_id: d.id, amount: paid });
    left -= paid;
  }
  return parts;
}

/** The ageing bucket of a number of days overdue. */
export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const bucketOf = (days: number): AgeingBucket =>
  days <= 30 ? '0-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : '90+';

const minP = (a: Paise, b: Paise) => (a < b ? a : b);
