import type { ServerKey } from './keys';

/** A server text named by its catalogue key; an argument may be a text of its own ("{label} is required." with the label "Email"). */
export interface TextRef {
  key: ServerKey;
  values?: TextValues;
}
export type TextValues = Record<string, string | number | TextRef>;
type Render = (key: string, values?: Record<string, string | number>) => string;

/**
 * A server text packed into one string: its key, then its arguments as JSON. Zod issues, thrown
 * errors and field errors carry strings only, so a text travels packed and is written in the
 * reader's language at the last moment (the server's answer, the client's form), always from
 * the catalogue, never by recognising an English sentence.
 */
export const msg = (key: ServerKey, values?: TextValues): string => (values ? `${key}${JSON.stringify(values)}` : key);

/** A text used as another text's argument. */
export const ref = (key: ServerKey, values?: TextValues): TextRef => (values ? { key, values } : { key });

const PACKED = /^([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)(\{[\s\S]*\})?$/;

/** The key and arguments of a packed text; null for any other string. */
export function unpack(text: string): TextRef | null {
  const m = PACKED.exec(text);
  if (!m) return null;
  if (!m[2]) return { key: m[1] as ServerKey };
  try {
    return { key: m[1] as ServerKey, values: JSON.parse(m[2]) as TextValues };
  } catch {
    return null;
  }
}

const isRef = (v: unknown): v is TextRef =>
  typeof v === 'object' && v !== null && typeof (v as TextRef).key === 'string';

/** Packed texts one after another ("Not valid. Ask again."), as one packed text. */
export function sentences(texts: string[]): string {
  const joined = texts
    .map((t): TextRef | string => unpack(t) ?? t)
    .reduceRight((second, first) => ref('text.then', { first, second }));
  return typeof joined === 'string' ? joined : msg(joined.key, joined.values);
}

/** Writes a text with one language's renderer, its text arguments first. */
export function renderRef(t: TextRef, render: Render): string {
  const values =
    t.values && Object.fromEntries(Object.entries(t.values).map(([k, v]) => [k, isRef(v) ? renderRef(v, render) : v]));
  return render(t.key, values);
}

/** A packed text written with `render`; any other string (a name, an ID) is given back as it is. */
export function renderPacked(text: string, render: Render): string {
  const t = unpack(text);
  return t ? renderRef(t, render) : text;
}
