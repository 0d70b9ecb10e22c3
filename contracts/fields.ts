import { z } from 'zod';
import type { ServerKey } from './i18n/keys';
import { msg, ref } from './i18n/packed-text';

// Field rules shared by every form and endpoint. Messages are sentences a user can act on, as
// catalogue texts (`msg`): a label is the key of the field's name in the server catalogue.

export type Label = ServerKey & `${'label' | 'subject'}.${string}`;
/** A name that is data, not a catalogue text: a setup subject's code such as sanskrit. */
export interface NamedLabel {
  name: string;
}
const labelValue = (label: Label | NamedLabel) => (typeof label === 'string' ? ref(label) : label.name);
export const required = (label: Label | NamedLabel) => msg('field.required', { label: labelValue(label) });

export const trimmed = (label: Label, max = 100) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, msg('field.maxChars', { label: ref(label), max }));

export const email = z
  .string({ error: required('label.email') })
  .trim()
  .min(1, required('label.email'))
  .max(254, msg('field.maxChars', { label: ref('label.email'), max: 254 }))
  .pipe(z.email(msg('field.emailInvalid')));

/** An email that may be left blank (a guardian known by a mobile alone): blank is undefined. */
export const optionalEmail = z.preprocess((v) => (v === '' || v === null ? undefined : v), email.optional());

export const mobile = z
  .string({ error: msg('field.mobileRequired') })
  .trim()
  .regex(/^\+?[0-9]{7,15}$/, msg('field.mobile'));

// Login IDs are typed by people at sign-in: letters, digits, dash and underscore only.
export const loginId = z
  .string({ error: required('label.id') })
  .trim()
  .min(1, required('label.id'))
  .max(32, msg('field.maxChars', { label: ref('label.id'), max: 32 }))
  .regex(/^[A-Za-z0-9_-]+$/, msg('field.idChars'));

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

// bcrypt reads only the first 72 bytes; a longer password would be silently cut, so refuse it,
// at sign-in as at creation.
export const fitsBcrypt = (s: string) => utf8Length(s) <= 72;
export const PASSWORD_TOO_LONG = msg('field.passwordBytes');

export const newPassword = z
  .string({ error: required('label.password') })
  .min(8, msg('field.passwordShort'))
  .refine(fitsBcrypt, PASSWORD_TOO_LONG);

export const isoDate = (label: Label) =>
  z
    .string({ error: required(label) })
    .min(1, required(label))
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg('field.date', { label: ref(label) }))
    .refine(
      (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      msg('field.realDate', { label: ref(label) }),
    );

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
  label: Label | NamedLabel,
  min: number,
  max: number,
  opts: {
    blank?: number;
    required?: string;
    invalid?: string;
    range?: string;
    tooSmall?: string;
    tooLarge?: string;
  } = {},
) => {
  const blank = opts.required ?? required(label);
  const range = opts.range ?? msg('field.between', { label: labelValue(label), min, max });
  return z.preprocess(
    (v) => toNumber(v) ?? opts.blank,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? blank : (opts.invalid ?? msg('field.number', { label: labelValue(label) })),
      })
      .int(opts.invalid ?? msg('field.wholeNumber', { label: labelValue(label) }))
      .min(min, opts.tooSmall ?? range)
      .max(max, opts.tooLarge ?? range),
  );
};

/** A subject's code, as the setup names it: the class's subjects, an exam's and a choice group's. */
export const SUBJECT_CODE = /^[a-z][a-z0-9_]{0,19}$/;
