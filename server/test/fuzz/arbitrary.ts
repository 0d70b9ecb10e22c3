import fc from 'fast-check';
import { z } from 'zod';

// fast-check arbitraries derived from a route's own zod schema (through its JSON Schema), so a
// new field or rule is fuzzed without anyone writing a generator for it.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const isoDay = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function stringArb(s: JsonSchema, name: string): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 60, 200);
  if (/email/i.test(name) || s.format === 'email')
    return fc.emailAddress().filter((e) => e.length <= max && e.length >= min);
  if (s.pattern === '^\\d{4}-\\d{2}-\\d{2}$' || /date|dob/i.test(name)) return isoDay;
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= min && v.length <= max);
  return fc.string({ minLength: min, maxLength: Math.max(min, max), unit: 'grapheme' });
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 0.01) : -1_000_000);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 0.01) : 1_000_000);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => Math.round(n * 100) / 100);
}

/** Values the schema accepts (most of the time: refinements are not visible in JSON Schema). */
export function valid(s: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => valid(o, name)));
  if (s.allOf?.length) return valid(s.allOf[0], name);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) record[k] = valid(v, k);
      return fc.record(record, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    case 'array':
      return fc.array(valid(s.items ?? {}, name), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, 50),
      });
    case 'string':
      return stringArb(s, name);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const nasty = fc.oneof(
  fc.constant(null),
  fc.constant(''),
  fc.constant('x'.repeat(20_000)),
  fc.constant('\u0000'),
  fc.constant('\u202Eevil\u202C'),
  fc.constant("' OR 1=1; --"),
  fc.constant('../../etc/passwd'),
  fc.constant('𝒮𝒸𝒽ℴℴ𝓁 ✓ 😀'),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, -0),
  fc.constantFrom(true, false),
  fc.constant([]),
  fc.constant({}),
  fc.constant({ $gt: '' }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A valid object broken in one or more ways: wrong types, missing and extra fields, prototype keys. */
export function mutated(s: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(s.properties ?? {});
  const base = valid(s) as fc.Arbitrary<Record<string, unknown>>;
  const mutation = fc.oneof(
    keys.length
      ? fc.tuple(fc.constantFrom(...keys), nasty).map(([k, v]) => (o: Record<string, unknown>) => ({ ...o, [k]: v }))
      : fc.constant((o: Record<string, unknown>) => o),
    keys.length
      ? fc.constantFrom(...keys).map((k) => (o: Record<string, unknown>) => {
          const { [k]: _drop, ...rest } = o;
          return rest;
        })
      : fc.constant((o: Record<string, unknown>) => o),
    fc.tuple(fc.string({ maxLength: 20 }), nasty).map(([k, v]) => (o: Record<string, unknown>) => ({ ...o, [k]: v })),
    fc.constant((o: Record<string, unknown>) =>
      JSON.parse(
        `{"__proto__": {"isAdmin": true, "role": "admin"}, ${JSON.stringify(o).slice(1)}`.replace(/, }$/, '}'),
      ),
    ),
    fc.constant((o: Record<string, unknown>) => ({ ...o, constructor: { prototype: { polluted: true } } })),
    fc.constant(() => []),
    nasty.map((v) => () => v),
  );
  return fc
    .tuple(base, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([o, fs]) =>
      fs.reduce<unknown>(
        (acc, f) => f((acc && typeof acc === 'object' && !Array.isArray(acc) ? acc : {}) as Record<string, unknown>),
        o,
      ),
    );
}

/** Either kind, for a single property run. */
export function cases(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), nasty);
  const json = toJsonSchema(schema);
  return fc.oneof({ weight: 1, arbitrary: valid(json) }, { weight: 2, arbitrary: mutated(json) });
}
