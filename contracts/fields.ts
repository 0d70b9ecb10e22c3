import { z } from 'zod';

// Field rules shared by every form and endpoint. Messages are sentences a user can act on.

export const trimmed = (label: string, max = 100) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const email = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Enter a valid email address.'));

export const mobile = z
  .string({ error: 'Mobile number is required.' })
  .trim()
  .regex(/^\+?[0-9]{7,15}$/, 'Mobile number must be 7 to 15 digits.');

// Login IDs are typed by people at sign-in: letters, digits, dash and underscore only.
export const loginId = z
  .string({ error: 'ID is required.' })
  .trim()
  .min(1, 'ID is required.')
  .max(32, 'ID must be at most 32 characters.')
  .regex(/^[A-Za-z0-9_-]+$/, 'ID may contain only letters, digits, dashes and underscores.');

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

// bcrypt reads only the first 72 bytes; a longer password would be silently cut, so refuse it,
// at sign-in as at creation.
export const fitsBcrypt = (s: string) => utf8Length(s) <= 72;
export const PASSWORD_TOO_LONG = 'Password must be at most 72 bytes.';

export const newPassword = z
  .string({ error: 'Password is required.' })
  .min(8, 'Password must be at least 8 characters.')
  .refine(fitsBcrypt, PASSWORD_TOO_LONG);

export const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .min(1, `${label} is required.`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), `${label} must be a real date.`);

const toNumber = (v: unknown) => {
  if (v === '' || v === null || v === undefined) return undefined;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return v;
};

/**
 * An integer in [min, max] from a form's string or a JSON number. A blank becomes `blank` when
 * given, else it is "required"; `invalid` replaces the "must be a (whole) number" texts.
 */
export const wholeNumber = (
  label: string,
  min: number,
  max: number,
  opts: { blank?: number; required?: string; invalid?: string; range?: string; tooSmall?: string; tooLarge?: string } = {},
) => {
  const required = opts.required ?? `${label} is required.`;
  const range = opts.range ?? `${label} must be between ${min} and ${max}.`;
  return z.preprocess(
    (v) => toNumber(v) ?? opts.blank,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : (opts.invalid ?? `${label} must be a number.`)) })
      .int(opts.invalid ?? `${label} must be a whole number.`)
      .min(min, opts.tooSmall ?? range)
      .max(max, opts.tooLarge ?? range),
  );
};
