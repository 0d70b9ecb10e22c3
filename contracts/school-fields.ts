import { z } from 'zod';
import { CLASSES, GENDERS, SECTIONS, SUBJECTS } from './enums';
import { required, wholeNumber } from './fields';
import { msg, ref } from './i18n/packed-text';

// The school's fixed vocabularies as fields, for every module that records a class, section,
// gender, subject or student. Forms send selects as strings, JSON clients send numbers: both pass.

const FIRST_CLASS = CLASSES[0];
export const LAST_CLASS = CLASSES[CLASSES.length - 1];

/** A class from 1 to 10; each module keeps the wording its screens and clients already know. */
export const classNumber = (texts: { range: string; required?: string; invalid?: string }) =>
  wholeNumber('label.class', FIRST_CLASS, LAST_CLASS, texts);

const CHOOSE_CLASS = msg('field.chooseClass', { first: FIRST_CLASS, last: LAST_CLASS });

/** The class of a teacher or student record. */
export const classNo = classNumber({ range: CHOOSE_CLASS, required: CHOOSE_CLASS, invalid: CHOOSE_CLASS });

/** The class of an attendance or marks record, and of their filters. */
export const schoolClass = classNumber({ range: msg('field.classFromTo', { first: FIRST_CLASS, last: LAST_CLASS }) });

const choice = <T extends readonly [string, ...string[]]>(
  values: T,
  key: 'field.chooseSection' | 'field.chooseGender' | 'field.chooseSubject',
) => z.enum(values, { error: msg(key, { values: values.join(', ') }) });

export const section = choice(SECTIONS, 'field.chooseSection');

/**
 * A class of the school's setup by its name ("LKG", "11 Science"); `5` and `"5"` name class 5.
 * Which names exist is the setup's to say: the server looks the name up (setup.noSuchClass).
 */
export const setupClass = z
  .union([z.string(), z.number()], { error: CHOOSE_CLASS })
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1, CHOOSE_CLASS).max(40, msg('setup.className')))
  // Classes 1-10 go on as the spec's numbers (its bodies and answers carry them so).
  .transform((v): string | number => (/^(10|[1-9])$/.test(v) ? Number(v) : v));

/** A section of a setup class by its name ("A", "D"); the server looks it up in the class. */
export const setupSection = z
  .string({ error: msg('field.chooseSection', { values: SECTIONS.join(', ') }) })
  .trim()
  .min(1, msg('field.chooseSection', { values: SECTIONS.join(', ') }))
  .max(20, msg('setup.sectionName'));

/** List filters by a setup class and section; blank means every one. */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
export const setupPlaceFilter = {
  class: z.preprocess(blank, setupClass.optional()),
  section: z.preprocess(blank, setupSection.optional()),
};
export const gender = choice(GENDERS, 'field.chooseGender');
export const subject = choice(SUBJECTS, 'field.chooseSubject');

/** A section filter: blank means "every section of the class". */
export const optionalSection = z.preprocess((v) => (v === '' || v === null ? undefined : v), section.optional());

export const studentId = z
  .string({ error: required('label.studentId') })
  .trim()
  .min(1, required('label.studentId'))
  .max(32, msg('field.maxChars', { label: ref('label.studentId'), max: 32 }))
  .regex(/^[A-Za-z0-9_-]+$/, msg('field.studentIdChars'));

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
    .array(row, { error: msg('batch.notList') })
    .min(1, emptyMessage)
    .max(MAX_BATCH, msg('batch.tooMany', { max: MAX_BATCH }))
    .superRefine((rows, ctx) => {
      const repeated = repeatedIds(rows.map((r) => (r as { student_id: string }).student_id));
      if (repeated.length)
        ctx.addIssue({ code: 'custom', message: msg('batch.repeated', { ids: repeated.join(', ') }) });
    });
