import type { Role } from '@contracts/enums';
import type supertest from 'supertest';
import type { RouteTableEntry } from '../../src/app';
import { tinyPng } from '../sample-files';

/** The route table as the app itself declares it, one entry per method and path. */
export function routesOf(app: { locals: Record<string, unknown> }): RouteTableEntry[] {
  return app.locals.routeTable as RouteTableEntry[];
}

export function callerRole(entry: RouteTableEntry): Role | null {
  if (entry.roles === 'public') return null;
  return (
    (['admin', 'teacher', 'student', 'parent'] as const).find((r) => (entry.roles as readonly Role[]).includes(r)) ??
    null
  );
}

export function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? 'x')));
}

function queryString(query: unknown): string {
  if (query === undefined) return '';
  if (!query || typeof query !== 'object' || Array.isArray(query))
    return `?${encodeURIComponent(JSON.stringify(query) ?? '')}`;
  const parts = Object.entries(query as Record<string, unknown>).map(
    ([k, v]) =>
      `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))}`,
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Sends one generated request the way a client would (JSON or multipart). */
export function send(
  agent: supertest.Agent | ReturnType<typeof supertest>,
  entry: RouteTableEntry,
  input: { body?: unknown; query?: unknown; params?: Record<string, unknown> },
) {
  const url = fillPath(entry.path, input.params ?? {}) + queryString(input.query);
  const req = (agent as unknown as Record<string, (u: string) => supertest.Test>)[entry.method](url);
  if (entry.method === 'get') return req;
  if (entry.spec.accepts === 'multipart') {
    const body =
      input.body && typeof input.body === 'object' && !Array.isArray(input.body)
        ? (input.body as Record<string, unknown>)
        : {};
    for (const [k, v] of Object.entries(body))
      if (k !== '__proto__') req.field(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
    // A picture: every upload route but the import's takes one (the school's logo takes nothing else).
    return req.attach('file', tinyPng(), 'fuzz.png');
  }
  return input.body === undefined ? req : req.set('Content-Type', 'application/json').send(JSON.stringify(input.body));
}

// What must never reach a client: stack frames, SQL, file system paths, driver messages.
const LEAKS = [
  /\bat \S+ \(/,
  /node_modules/,
  /\/work\//,
  /\/tmp\//,
  /\bSELECT\b.*\bFROM\b/i,
  /\bINSERT INTO\b/i,
  /syntax error at/i,
  /violates .* constraint/i,
  /\bpg_/,
  /ECONNREFUSED/,
  /TypeError|ReferenceError/,
];

export function leak(text: string): RegExp | undefined {
  return LEAKS.find((r) => r.test(text));
}
