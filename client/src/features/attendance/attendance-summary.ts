import type { AttendanceRecord } from '@contracts/attendance';
import { percentageOf } from '@contracts/grades';

type Day = Pick<AttendanceRecord, 'attendance_date' | 'status'>;

export interface Tally {
  present: number;
  absent: number;
  days: number;
  /** Two decimals, by the same rounding as exam percentages; null with no days recorded. */
  percentage: number | null;
}

export interface MonthTally extends Tally {
  /** YYYY-MM */
  month: string;
}

export interface AttendanceSummary {
  /** Newest month first. */
  months: MonthTally[];
  /** Every recorded day, with the first and last date it covers. */
  term: Tally & { from: string | null; to: string | null };
}

function tally(days: readonly Day[]): Tally {
  const present = days.filter((d) => d.status === 'Present').length;
  return {
    present,
    absent: days.length - present,
    days: days.length,
    percentage: days.length ? percentageOf(present, days.length) : null,
  };
}

export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

export function summarize(records: readonly Day[]): AttendanceSummary {
  const byMonth = new Map<string, Day[]>();
  for (const r of records)
    byMonth.set(monthOf(r.attendance_date), [...(byMonth.get(monthOf(r.attendance_date)) ?? []), r]);
  const months = [...byMonth.keys()]
    .sort()
    .reverse()
    .map((month) => ({ month, ...tally(byMonth.get(month)!) }));
  const dates = records.map((r) => r.attendance_date).sort();
  return { months, term: { ...tally(records), from: dates[0] ?? null, to: dates.at(-1) ?? null } };
}

export const formatPercentage = (p: number | null) => (p === null ? '—' : `${p.toFixed(2)}%`);
