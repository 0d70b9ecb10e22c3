import { z } from 'zod';
import { type Label, type NamedLabel, wholeNumber } from './fields';
import { msg, ref } from './i18n/packed-text';
import { obtainedOf, SUBJECT_FIELDS, SUBJECT_MAX, type SubjectField, type SubjectMarks } from './grades';

// One exam's six subjects as they are entered. Each is a whole number from 0 to 100, not entered
// (blank or null: the paper is not marked yet) or absent (the student did not sit it). Absence
// travels in the API as the list `absent` of subject fields, so the spec's numeric fields stay
// numbers or null; a teacher may also type AB in a subject's own field.

const SUBJECT_LABELS: Record<SubjectField, string> = {
  math: 'Math',
  english: 'English',
  physics: 'Physics',
  chemistry: 'Chemistry',
  odia: 'Odia',
  hindi: 'Hindi',
};
export const subjectLabel = (f: SubjectField) => SUBJECT_LABELS[f];
/** A subject's name in the messages: its key in the server catalogue. */
export const subjectKey = (f: SubjectField) => `subject.${f}` as const;

/** What a teacher types (in any case) for a paper the student did not sit. */
export const ABSENT_MARK = 'AB';
type TypedMark = number | null | typeof ABSENT_MARK;

const isAbsentText = (v: unknown) => typeof v === 'string' && v.trim().toUpperCase() === ABSENT_MARK;

/** A typed mark of a subject named `label` (a catalogue key, or a setup subject's code): a whole number from 0 to max, blank (null) or AB. */
export const typedMarkOf = (label: Label | NamedLabel, max: number) => {
  const mark = wholeNumber(label, 0, max);
  return z.preprocess(
    (v) => (v === '' || v === undefined ? null : isAbsentText(v) ? ABSENT_MARK : v),
    z.unknown().transform((v, ctx): TypedMark => {
      if (v === null || v === ABSENT_MARK) return v;
      const parsed = mark.safeParse(v);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }),
  );
};
const subjectMark = (f: SubjectField) => typedMarkOf(subjectKey(f), SUBJECT_MAX);

export const subjectFields = Object.fromEntries(SUBJECT_FIELDS.map((f) => [f, subjectMark(f)])) as Record<
  SubjectField,
  ReturnType<typeof subjectMark>
>;

export const absentSubjects = z
  .array(z.enum(SUBJECT_FIELDS, { error: msg('field.chooseSubject', { values: SUBJECT_FIELDS.join(', ') }) }), {
    error: msg('marks.absentNotList'),
  })
  .max(SUBJECT_FIELDS.length);

export type EnteredMarks = SubjectMarks & { absent: SubjectField[] };
type Typed = Record<SubjectField, TypedMark> & { absent?: SubjectField[] };

/**
 * The marks as stored: a subject typed AB joins the absent list (each subject once, in subject
 * order) and a subject with a mark cannot be absent as well.
 */
export function settleAbsent<T extends Typed>(
  v: T,
  ctx: z.RefinementCtx,
  at: (string | number)[] = [],
): Omit<T, SubjectField | 'absent'> & EnteredMarks {
  const listed = new Set(v.absent ?? []);
  const marks = {} as SubjectMarks;
  for (const f of SUBJECT_FIELDS) {
    const typed = v[f];
    if (typed === ABSENT_MARK) listed.add(f);
    else if (typed !== null && listed.has(f))
      ctx.addIssue({
        code: 'custom',
        path: [...at, f],
        message: msg('marks.markedAbsent', { subject: ref(subjectKey(f)) }),
      });
    marks[f] = typed === ABSENT_MARK ? null : typed;
  }
  return { ...v, ...marks, absent: SUBJECT_FIELDS.filter((f) => listed.has(f)) };
}

/** The sentence for marks that add up to more than their total, or null when they fit. */
export function overTotal(m: SubjectMarks, total: number, who = ''): string | null {
  const sum = obtainedOf(m);
  if (sum <= total) return null;
  return who ? msg('marks.overTotalBy', { who, sum, total }) : msg('marks.overTotal', { sum, total });
}

/** How a stored subject reads in a form field or grid cell: the mark, AB, or blank. */
export const typedMark = (m: SubjectMarks & { absent: readonly string[] }, f: SubjectField): string =>
  m.absent.includes(f) ? ABSENT_MARK : m[f] === null ? '' : String(m[f]);
