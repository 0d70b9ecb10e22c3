import { daysInMonth, isoDate } from './calendar';

// Reading a date a person typed in the school's format (DATE_FORMAT), for the app's own date
// field: the browser's date input writes mm/dd/yyyy in an English browser whatever the school uses.

/** The pattern a person types: the school's, with a month name written as its number. */
export const inputPattern = (dateFormat: string): string => dateFormat.replace('MMMM', 'MM').replace(/,/g, '');

/** What is wrong with a typed date: not in the pattern, no such month, no such day in that month. */
export type DateInputError = 'pattern' | 'month' | 'day';

// Odia (୦ U+0B66) and Devanagari (० U+0966) digits, as a phone keyboard in those languages types them.
const latinDigits = (text: string) =>
  text.replace(/[\u0B66-\u0B6F\u0966-\u096F]/g, (c) =>
    String((c.charCodeAt(0) - (c >= '\u0B66' ? 0x0b66 : 0x0966)) % 10),
  );

/**
 * "09/09/2026" -> { iso: "2026-09-09" } in the order of the school's pattern. Any of / - . or a
 * space separates the parts; the day and month may have one digit, the year must have four.
 * An empty text is the empty value.
 */
export function parseDate(text: string, dateFormat: string): { iso: string } | { error: DateInputError } {
  const typed = latinDigits(text.trim());
  if (typed === '') return { iso: '' };
  const order = inputPattern(dateFormat).match(/YYYY|MM|DD/g) ?? [];
  const parts = typed.split(/[/\-. ]+/);
  if (parts.length !== 3 || order.length !== 3) return { error: 'pattern' };
  const at: Record<string, string> = Object.fromEntries(order.map((token, i) => [token, parts[i]]));
  if (!/^\d{4}$/.test(at.YYYY) || !/^\d{1,2}$/.test(at.MM) || !/^\d{1,2}$/.test(at.DD)) return { error: 'pattern' };
  const [y, m, d] = [Number(at.YYYY), Number(at.MM), Number(at.DD)];
  if (m < 1 || m > 12) return { error: 'month' };
  if (d < 1 || d > daysInMonth(y, m)) return { error: 'day' };
  return { iso: isoDate(y, m, d) };
}
