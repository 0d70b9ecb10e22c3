import { z } from 'zod';
import { isoDate, trimmed } from './fields';
import { msg } from './i18n/packed-text';

const Span = z.object({
  name: trimmed('label.name', 40),
  starts_on: isoDate('label.firstDay'),
  ends_on: isoDate('label.lastDay'),
});
const lastAfterFirst = (
  what: string,
): [(v: { starts_on: string; ends_on: string }) => boolean, { message: string; path: string[] }] => [
  (v) => v.ends_on > v.starts_on,
  { message: msg('years.lastAfterFirst', { what }), path: ['ends_on'] },
];

export const YearInput = Span.extend({ current: z.boolean().optional() }).refine(...lastAfterFirst('year'));
export type YearInput = z.infer<typeof YearInput>;

export const TermInput = Span.refine(...lastAfterFirst('term'));
export type TermInput = z.infer<typeof TermInput>;

export const YearIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export interface Term {
  id: number;
  name: string;
  starts_on: string;
  ends_on: string;
}

export interface AcademicYear {
  id: number;
  name: string;
  starts_on: string;
  ends_on: string;
  is_current: boolean;
  terms: Term[];
}

/** `year_id` on a list of dated records: only those whose date falls in that year. */
export const yearIdFilter = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce
    .number({ error: msg('field.chooseYear') })
    .int()
    .positive(msg('field.chooseYear'))
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
);
