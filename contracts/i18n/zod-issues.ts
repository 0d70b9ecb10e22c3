import type { z } from 'zod';
import { msg } from './packed-text';

// Zod's own texts for the issues a schema gives no message of its own (a query's pageSize, an
// unknown key), as catalogue texts with the issue's details for arguments: the English reads as
// zod's English did, and Odia and Hindi come from their catalogues like every other text.

type Issue = Pick<z.core.$ZodIssue, 'code' | 'input'> & Record<string, unknown>;

const typeOf = (v: unknown): string => {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number' && Number.isNaN(v)) return 'NaN';
  return typeof v;
};
const typeName = (type: string, input?: unknown) =>
  type === 'number' && typeof input === 'number' && !Number.isFinite(input)
    ? String(input)
    : type === 'nan'
      ? 'NaN'
      : type;
const primitive = (v: unknown) => (typeof v === 'string' ? `"${v}"` : String(v));
const SIZED = new Set(['string', 'file', 'array', 'set', 'map']);
const bound = (i: Issue) => (i.exact ? 'exact' : i.inclusive ? 'inclusive' : 'strict');

/** The packed catalogue text for one of zod's issues. */
export function issueText(issue: Issue): string {
  const i = issue as Issue & {
    origin?: string;
    values?: unknown[];
    keys?: string[];
    format?: string;
    pattern?: string;
  };
  switch (issue.code) {
    case 'invalid_type':
      return msg('zod.invalidType', {
        expected: typeName(String(i.expected)),
        received: typeName(typeOf(issue.input), issue.input),
      });
    case 'invalid_value':
      if (i.values?.length === 1) return msg('zod.invalidValue', { value: primitive(i.values[0]) });
      return msg('zod.invalidOption', { values: (i.values ?? []).map(primitive).join('|') });
    case 'too_big':
    case 'too_small': {
      const limit = String(issue.code === 'too_big' ? i.maximum : i.minimum);
      const origin = i.origin ?? 'value';
      const key =
        issue.code === 'too_big'
          ? SIZED.has(origin)
            ? 'zod.tooBigSized'
            : 'zod.tooBig'
          : SIZED.has(origin)
            ? 'zod.tooSmallSized'
            : 'zod.tooSmall';
      return msg(key, { origin, bound: bound(i), limit });
    }
    case 'invalid_format':
      if (i.format === 'regex') return msg('zod.pattern', { pattern: String(i.pattern) });
      return msg('zod.invalidFormat', { format: String(i.format) });
    case 'unrecognized_keys':
      return msg('zod.unrecognizedKeys', {
        count: i.keys?.length ?? 0,
        keys: (i.keys ?? []).map(primitive).join(', '),
      });
    default:
      return msg('zod.invalid');
  }
}
