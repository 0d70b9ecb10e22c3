import type { Language } from './languages';
import en from './messages/dates.en.json';
import hi from './messages/dates.hi.json';
import or from './messages/dates.or.json';

// Month and weekday names come from the catalogue, not Intl: the browsers' date data has no Odia,
// so Intl wrote "November" beside Odia labels. One path for all three languages.
const NAMES: Record<Language, Record<string, string>> = { en, or, hi };

export type NameForm = 'long' | 'short';

/** The name of month 1-12 in a language. */
export const monthName = (month: number, language: Language, form: NameForm = 'long'): string =>
  NAMES[language][`${form === 'long' ? 'month' : 'monthShort'}.${month}`] ?? String(month);

/** The name of weekday 0-6 (Sunday first, as Date counts) in a language. */
export const weekdayNameOf = (day: number, language: Language, form: NameForm = 'long'): string =>
  NAMES[language][`${form === 'long' ? 'weekday' : 'weekdayShort'}.${day}`] ?? '';

/** Year, month and day of "2026-04-07" (or an ISO timestamp's date part); null if it is not one. */
export function isoParts(value: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value);
  return match ? { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) } : null;
}

/** The weekday of a date as written ("2026-11-24" is a Tuesday wherever the reader is). */
export function weekdayName(isoDate: string, language: Language, form: NameForm = 'long'): string {
  const p = isoParts(isoDate);
  return p ? weekdayNameOf(new Date(Date.UTC(p.y, p.m - 1, p.d)).getUTCDay(), language, form) : '';
}

/** How many days month 1-12 of a year has. */
export const daysInMonth = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 2026, 9, 9 -> "2026-09-09", the form the API and the forms' values use. */
export const isoDate = (y: number, m: number, d: number): string =>
  `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`;
