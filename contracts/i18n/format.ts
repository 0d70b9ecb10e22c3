import { isoParts, monthName } from './calendar';
import type { Language } from './languages';

// Numbers, money and dates as an Indian school writes them, in the chosen language. Pure
// functions shared by the screens, the print documents and the server's mails.

/** Which digits numbers are written with: Latin (0-9), or the language's own (Odia ୦-୯, Devanagari ०-९). */
export const DIGIT_STYLES = ['latin', 'native'] as const;
export type DigitStyle = (typeof DIGIT_STYLES)[number];

/** The school's date pattern: DD, MM, MMMM (month name), YYYY and the separators / - . and space. */
export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY';
const DATE_TOKENS = /YYYY|MMMM|MM|DD/g;
export const isDateFormat = (f: string): boolean =>
  /^(YYYY|MMMM|MM|DD|[/\-. ,])+$/.test(f) && f.includes('DD') && f.includes('YYYY') && f.includes('MM');

export interface FormatSettings {
  language: Language;
  digits: DigitStyle;
  dateFormat: string;
}
export const DEFAULT_FORMAT: FormatSettings = { language: 'en', digits: 'latin', dateFormat: DEFAULT_DATE_FORMAT };

const ZERO: Record<Language, number> = { en: 0x30, or: 0x0b66, hi: 0x0966 };

/** Replaces the Latin digits of a text by the language's own when the school chose them. */
export function localDigits(text: string, language: Language, digits: DigitStyle): string {
  if (digits === 'latin' || language === 'en') return text;
  const zero = ZERO[language];
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(zero + d.charCodeAt(0) - 0x30));
}

/** Indian grouping of a run of digits: the last three, then pairs (12,34,567). */
export function groupIndian(whole: string): string {
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return rest ? `${rest},${last3}` : last3;
}

function splitDecimal(value: string | number): { sign: string; whole: string; fraction: string } {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`Not a decimal number: ${text}`);
  return { sign: match[1], whole: match[2].replace(/^0+(?=\d)/, ''), fraction: match[3] ?? '' };
}

/** 123456.5 -> "1,23,456.5" (the fraction as given, or to `fractionDigits` places, cut not rounded, for exact strings). */
export function formatNumber(
  value: string | number,
  s: Pick<FormatSettings, 'language' | 'digits'>,
  fractionDigits?: number,
): string {
  const { sign, whole, fraction } = splitDecimal(value);
  const frac = fractionDigits === undefined ? fraction : fraction.padEnd(fractionDigits, '0').slice(0, fractionDigits);
  return localDigits(`${sign}${groupIndian(whole)}${frac ? `.${frac}` : ''}`, s.language, s.digits);
}

/** An amount of rupees from its exact decimal string ("123456.5") -> "₹1,23,456.50". */
export function formatMoney(amount: string | number, s: Pick<FormatSettings, 'language' | 'digits'>): string {
  const formatted = formatNumber(amount, s, 2);
  return formatted.startsWith('-') ? `-₹${formatted.slice(1)}` : `₹${formatted}`;
}

// Placeholders for month names (the pattern holds no ~ or letters of its own, see isDateFormat).
const MONTH_MARKS = 'abcdefghijkl';

/**
 * A date in the school's format: "2026-04-07" (or the date part of an ISO timestamp, or a Date,
 * read in local time) -> "07/04/2026". Anything else is given back unchanged, so a screen never
 * shows "Invalid Date".
 */
export function formatDate(value: string | Date | null | undefined, s: FormatSettings): string {
  if (value === null || value === undefined || value === '') return '';
  let y: number, m: number, d: number;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    [y, m, d] = [value.getFullYear(), value.getMonth() + 1, value.getDate()];
  } else {
    const p = isoParts(value);
    if (!p) return value;
    ({ y, m, d } = p);
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  const text = s.dateFormat.replace(DATE_TOKENS, (t) =>
    t === 'YYYY' ? String(y) : t === 'MMMM' ? `~${MONTH_MARKS[m - 1]}~` : t === 'MM' ? pad(m) : pad(d),
  );
  // Month names are put in after the digits are changed, so their letters are never touched.
  return localDigits(text, s.language, s.digits).replace(/~([a-l])~/, (_, mark: string) =>
    monthName(MONTH_MARKS.indexOf(mark) + 1, s.language),
  );
}

/** "2026-11" -> "ନଭେମ୍ବର 2026": a month heading in the reader's language and the school's digits. */
export function formatMonth(yearMonth: string, s: Pick<FormatSettings, 'language' | 'digits'>): string {
  const [y, m] = yearMonth.split('-');
  return `${monthName(Number(m), s.language)} ${localDigits(y, s.language, s.digits)}`;
}

/** `GET /api/settings/formats`: how the school writes dates and digits. */
export interface SchoolFormats {
  date_format: string;
  digits: DigitStyle;
}
