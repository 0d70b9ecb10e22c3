import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Seeding a 20,000-student school takes minutes, and every benchmark starts from one. With
// BENCH_SEED_CACHE set to a folder, the first run keeps a copy of the seeded data folder (the
// database stopped, so the copy is consistent) and later runs start from a copy of it.

const ROOT = path.resolve(import.meta.dirname, '..');

// `cp -a` keeps the owner: under root the data folder belongs to the 'postgres' user that runs it.
function copy(from: string, to: string) {
  const done = spawnSync('cp', ['-a', from, to], { stdio: 'inherit' });
  if (done.status !== 0) throw new Error(`could not copy ${from} to ${to}`);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

/** The demo's seeding code, as one hash: a change to it seeds afresh. */
function demoHash(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(path.join(ROOT, 'server/src/demo')))
    hash.update(path.relative(ROOT, file)).update(digest(file));
  return hash.digest('hex').slice(0, 12);
}

/** Each migration's name and content hash, one per line. */
function migrationLines(): string[] {
  return filesUnder(path.join(ROOT, 'migrations')).map((f) => `${path.basename(f)} ${digest(f)}`);
}

export interface SeedCache {
  /** Copies a kept seed into `dir`; answers its seeding time, or undefined when none is kept. */
  restore(dir: string): number | undefined;
  /** Keeps a copy of `dir` (its database stopped) for the next run. */
  keep(dir: string, seedSeconds: number): void;
}

/**
 * A kept copy serves a checkout whose migrations include all of the copy's, unchanged: the newer
 * ones are then applied to it, as an upgrade applies them to a school's data. Of several, the one
 * with the most migrations is taken.
 */
export function seedCache(students: number): SeedCache | undefined {
  const root = process.env.BENCH_SEED_CACHE;
  if (!root) return undefined;
  const folder = path.resolve(root);
  const prefix = `${students}-${demoHash()}-`;
  const mine = migrationLines();
  const kept = path.join(folder, prefix + createHash('sha256').update(mine.join('\n')).digest('hex').slice(0, 12));
  const usable = (name: string) => {
    const listed = path.join(folder, name, 'migrations.txt');
    if (!name.startsWith(prefix) || !existsSync(listed)) return -1;
    const theirs = readFileSync(listed, 'utf8').split('\n').filter(Boolean);
    return theirs.every((line) => mine.includes(line)) ? theirs.length : -1;
  };
  return {
    restore(dir) {
      const best = (existsSync(folder) ? readdirSync(folder) : [])
        .map((name) => ({ name, count: usable(name) }))
        .filter((c) => c.count >= 0)
        .sort((a, b) => b.count - a.count)[0];
      if (!best) return undefined;
      rmSync(dir, { recursive: true, force: true });
      copy(path.join(folder, best.name), dir);
      return Number(readFileSync(path.join(dir, 'seed-seconds'), 'utf8'));
    },
    keep(dir, seedSeconds) {
      if (existsSync(kept)) return;
      mkdirSync(folder, { recursive: true });
      const partial = `${kept}.${process.pid}`;
      copy(dir, partial);
      writeFileSync(path.join(partial, 'seed-seconds'), String(seedSeconds));
      writeFileSync(path.join(partial, 'migrations.txt'), mine.join('\n') + '\n');
      // Two runs seeding at once: the first rename wins and the other copy is dropped.
      try {
        renameSync(partial, kept);
      } catch {
        rmSync(partial, { recursive: true, force: true });
      }
    },
  };
}
