import { z } from 'zod';
import { CLASSES, SECTIONS } from './enums';

// Fields for records that belong to a student in a class: attendance and marks. Forms send
// select and input values as strings, JSON clients send numbers; both parse to the same value.

const toNumber = (v: unknown) => {
  if (v === '' || v === null || v === undefined) return undefined;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return v;
};

/** An integer in [min, max]; a blank becomes `blank` when given, else it is "required". */
export const wholeNumber = (
  label: string,
  min: number,
  max: number,
  opts: { blank?: number; required?: string; range?: string; tooSmall?: string; tooLarge?: string } = {},
) => {
  const required = opts.required ?? `${label} is required.`;
  const range = opts.range ?? `${label} must be between ${min} and ${max}.`;
  return z.preprocess(
    (v) => toNumber(v) ?? opts.blank,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : `${label} must be a number.`) })
      .int(`${label} must be a whole number.`)
      .min(min, opts.tooSmall ?? range)
      .max(max, opts.tooLarge ?? range),
  );
};

export const schoolClass = wholeNumber('Class', CLASSES[0], CLASSES[CLASSES.length - 1], { range: `Class must be from ${CLASSES[0]} to ${CLASSES[CLASSES.length - 1]}.` });

export const section = z.enum(SECTIONS, { error: `Section must be one of ${SECTIONS.join(', ')}.` });

/** A section filter: blank means "every section of the class". */
export const optionalSection = z.preprocess((v) => (v === '' || v === null ? undefined : v), section.optional());

export const studentId = z
  .string({ error: 'Student ID is required.' })
  .trim()
  .min(1, 'Student ID is required.')
  .max(32, 'Student ID must be at most 32 characters.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Student ID may contain only letters, digits, dashes and underscores.');

export const recordId = (label = 'id') =>
  wholeNumber(label, 1, Number.MAX_SAFE_INTEGER, { required: `${label} is required.`, range: `${label} must be a positive whole number.` });

function repeatedIds(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of ids) {
    const key = id.toLowerCase();
    if (seen.has(key)) repeated.add(id);
    seen.add(key);
  }
  return [...repeated];
}

export const MAX_BATCH = 200;

/**
 * The rows of a whole-class save: at least one, at most MAX_BATCH, each student once (a repeat
 * would make the batch ambiguous, whatever the case of the ID).
 */
export const studentBatch = <T extends z.ZodObject<{ student_id: typeof studentId }>>(row: T, emptyMessage: string) =>
  z
    .array(row, { error: 'entries must be a list of students.' })
    .min(1, emptyMessage)
    .max(MAX_BATCH, `At most ${MAX_BATCH} students can be saved at once.`)
    .superRefine((rows, ctx) => {
      const repeated = repeatedIds(rows.map((r) => (r as { student_id: string }).student_id));
      if (repeated.length) ctx.addIssue({ code: 'custom', message: `Each student may appear once; repeated: ${repeated.join(', ')}.` });
    });
