import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Seeding a 20,000-student school takes minutes, and every benchmark starts from one. With
// BENCH_SEED_CACHE set to a folder, the first run keeps a copy of the seeded data folder (the
// database stopped, so the copy is consistent) and later runs start from a copy of it. The copy is
// named by a hash of what decides its contents: the migrations and the demo's seeding code.

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

function contentsHash(): string {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(path.join(ROOT, 'migrations')), ...filesUnder(path.join(ROOT, 'server/src/demo'))])
    hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export interface SeedCache {
  /** Copies a kept seed into `dir`; answers its seeding time, or undefined when none is kept. */
  restore(dir: string): number | undefined;
  /** Keeps a copy of `dir` (its database stopped) for the next run. */
  keep(dir: string, seedSeconds: number): void;
}

export function seedCache(students: number): SeedCache | undefined {
  const root = process.env.BENCH_SEED_CACHE;
  if (!root) return undefined;
  const kept = path.join(path.resolve(root), `${students}-${contentsHash()}`);
  return {
    restore(dir) {
      if (!existsSync(path.join(kept, 'seed-seconds'))) return undefined;
      rmSync(dir, { recursive: true, force: true });
      copy(kept, dir);
      return Number(readFileSync(path.join(kept, 'seed-seconds'), 'utf8'));
    },
    keep(dir, seedSeconds) {
      if (existsSync(kept)) return;
      mkdirSync(path.dirname(kept), { recursive: true });
      const partial = `${kept}.${process.pid}`;
      copy(dir, partial);
      writeFileSync(path.join(partial, 'seed-seconds'), String(seedSeconds));
      // Two runs seeding at once: the first rename wins and the other copy is dropped.
      try {
        renameSync(partial, kept);
      } catch {
        rmSync(partial, { recursive: true, force: true });
      }
    },
  };
}
