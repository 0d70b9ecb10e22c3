import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Client budgets: what the sign-in page downloads, and what one signed-in user may fetch: the
// entry, the router (the sign-in page runs without it), every screen of their role and what those
// screens share, and the larger of the Odia and Hindi catalogues (a user loads one language). The
// whole app, every role's screens together, is printed beside them as a figure to watch, no longer
// a budget: it grows with each role's new screens though no user downloads them all.
// docs/benchmarks.md says why the measure moved from the sum to the role.
// The office works at a desk on the school's line; teachers, pupils and parents often on a phone's
// data, so their budget is the tighter one. The teacher's went from 280 to 284 KB when every form
// and list filter began to offer the school's own classes and sections (issue 30) and the offline
// queue began to keep each save for its own teacher (issue 36).
export const BUDGET_KB = { signIn: 100, role: { admin: 320, teacher: 284, student: 280, parent: 280 } };

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
}

const dist = path.resolve(import.meta.dirname, '../client/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

/**
 * A chunk and everything it imports statically (what the browser must fetch to run it), and
 * with `lazy` also what it loads later (a role's screens).
 */
function closure(key: string, lazy = false, seen = new Set<string>(), skip = new Set<string>()): Set<string> {
  if (seen.has(key) || skip.has(key)) return seen;
  seen.add(key);
  for (const dep of [...(manifest[key].imports ?? []), ...(lazy ? (manifest[key].dynamicImports ?? []) : [])])
    closure(dep, lazy, seen, skip);
  return seen;
}
const size = (keys: Iterable<string>) => [...keys].reduce((kb, k) => kb + gz(manifest[k].file), 0);

/** The screen modules a role's area names (`import('../../features/...')`), as manifest keys. */
const AREAS = path.resolve(import.meta.dirname, '../client/src/app/areas');
function screensOf(role: string): Set<string> {
  const source = readFileSync(path.join(AREAS, `${role}-screens.tsx`), 'utf8');
  const keys = [...source.matchAll(/import\('([^']+)'\)/g)].map(([, spec]) => {
    const file = path.relative(path.resolve(AREAS, '../../..'), path.resolve(AREAS, spec));
    return Object.keys(manifest).find((k) => k.replace(/\.tsx?$/, '') === file.replace(/\.tsx?$/, ''));
  });
  return new Set(keys.filter((k): k is string => Boolean(k)));
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const entry = closure(entryKey);
const rows: [string, number, number | null][] = [['sign-in page (entry)', size(entry), BUDGET_KB.signIn]];
const isPack = (k: string) => /i18n\/catalogues\/(or|hi)\.ts$/.test(k);
const packs = Object.keys(manifest).filter(isPack);
const largestPack = Math.max(0, ...packs.map((p) => size([...closure(p)].filter((k) => !entry.has(k)))));
const ROLES = ['admin', 'teacher', 'student', 'parent'] as const;
const screens = Object.fromEntries(ROLES.map((r) => [r, screensOf(r)]));
for (const role of ROLES) {
  // Another role's screens are not fetched by this one, unless this role has the same screen.
  const others = new Set(
    ROLES.filter((r) => r !== role)
      .flatMap((r) => [...screens[r]])
      .filter((k) => !screens[role].has(k)),
  );
  const fetched = closure(entryKey, true, new Set(), new Set([...others, ...packs]));
  rows.push([`${role} (entry, screens, one language)`, size(fetched) + largestPack, BUDGET_KB.role[role]]);
}
rows.push([
  'whole app (all roles, one language)',
  size([...closure(entryKey, true)].filter((k) => !isPack(k))) + largestPack,
  null,
]);

console.log('\nGzipped JavaScript per chunk:');
for (const [k, c] of Object.entries(manifest).filter(([, c]) => c.file.endsWith('.js')))
  console.log(`  ${c.file.padEnd(42)} ${gz(c.file).toFixed(1).padStart(7)} KB  ${c.src ?? k}`);
console.log('\nBudgets:');
let over = false;
for (const [name, kb, budget] of rows) {
  const ok = budget === null || kb <= budget;
  over ||= !ok;
  const of = budget === null ? '(a figure to watch)' : `of ${budget} KB`;
  console.log(
    `  ${budget === null ? '    ' : ok ? 'ok  ' : 'OVER'} ${name.padEnd(36)} ${kb.toFixed(1).padStart(7)} KB ${of}`,
  );
}
if (over) {
  console.error('\nA client budget is exceeded: see above.');
  process.exit(1);
}
