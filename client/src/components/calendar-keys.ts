import { daysInMonth, isoDate, isoParts } from '@contracts/i18n/calendar';

// Moving through a calendar by dates as written ("2026-09-09"), in UTC so a time zone never
// shifts a day.

const toUtc = (iso: string) => {
  const p = isoParts(iso)!;
  return new Date(Date.UTC(p.y, p.m - 1, p.d));
};
const fromUtc = (d: Date) => isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());

export const addDays = (iso: string, days: number): string => {
  const d = toUtc(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
};

/** The same day some months on, or the month's last day when it is shorter (31 Jan + 1 -> 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const p = isoParts(iso)!;
  const index = p.y * 12 + (p.m - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  return isoDate(y, m, Math.min(p.d, daysInMonth(y, m)));
}

/** Weeks (Sunday first) of the month holding `iso`, each seven dates or nulls outside the month. */
export function monthWeeks(iso: string): (string | null)[][] {
  const p = isoParts(iso)!;
  const first = new Date(Date.UTC(p.y, p.m - 1, 1)).getUTCDay();
  const cells = [
    ...Array<null>(first).fill(null),
    ...Array.from({ length: daysInMonth(p.y, p.m) }, (_, i) => isoDate(p.y, p.m, i + 1)),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Where a key moves the calendar's focus (the APG date picker's keys), or null for other keys. */
export function keyMove(key: string, shift: boolean, iso: string): string | null {
  const weekday = toUtc(iso).getUTCDay();
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'Home':
      return addDays(iso, -weekday);
    case 'End':
      return addDays(iso, 6 - weekday);
    case 'PageUp':
      return addMonths(iso, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(iso, shift ? 12 : 1);
    default:
      return null;
  }
}
