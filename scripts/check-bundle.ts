import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Client budgets: what the sign-in page downloads, and the whole app a signed-in user may fetch:
// the entry, the router (the sign-in page runs without it), every role's screens together (a
// stricter measure than the one role a user has; 100 + 150 KB per role was the budget before)
// and the largest of the Odia and Hindi catalogues (a user loads one language, not both).
// docs/benchmarks.md says why the whole app's figure moved with each new module.
export const BUDGET_KB = { signIn: 100, whole: 320 };

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
function closure(key: string, lazy = false, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of [...(manifest[key].imports ?? []), ...(lazy ? (manifest[key].dynamicImports ?? []) : [])])
    closure(dep, lazy, seen);
  return seen;
}
const size = (keys: Iterable<string>) => [...keys].reduce((kb, k) => kb + gz(manifest[k].file), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const entry = closure(entryKey);
const rows: [string, number, number][] = [['sign-in page (entry)', size(entry), BUDGET_KB.signIn]];
const isPack = (k: string) => /i18n\/catalogues\/(or|hi)\.ts$/.test(k);
const packs = Object.keys(manifest).filter(isPack);
const largestPack = Math.max(0, ...packs.map((p) => size([...closure(p)].filter((k) => !entry.has(k)))));
rows.push([
  'whole app (all roles, one language)',
  size([...closure(entryKey, true)].filter((k) => !isPack(k))) + largestPack,
  BUDGET_KB.whole,
]);

console.log('\nGzipped JavaScript per chunk:');
for (const [k, c] of Object.entries(manifest).filter(([, c]) => c.file.endsWith('.js')))
  console.log(`  ${c.file.padEnd(42)} ${gz(c.file).toFixed(1).padStart(7)} KB  ${c.src ?? k}`);
console.log('\nBudgets:');
let over = false;
for (const [name, kb, budget] of rows) {
  const ok = kb <= budget;
  over ||= !ok;
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${name.padEnd(36)} ${kb.toFixed(1).padStart(7)} KB of ${budget} KB`);
}
if (over) {
  console.error('\nA client budget is exceeded: see above.');
  process.exit(1);
}
