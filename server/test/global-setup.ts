import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import pg from 'pg';
import { workerDatabaseName } from './databases';
import { THROWAWAY_POSTGRES_SETTINGS } from './throwaway-postgres';

/** As many workers as Vitest will start for this project (its own rule when none is set). */
function workerCount(project: TestProject): number {
  return project.config.maxWorkers || project.vitest.config.maxWorkers || Math.max(os.availableParallelism() - 1, 1);
}

async function cloneDatabase(url: string, name: string): Promise<string> {
  const source = new URL(url);
  const template = source.pathname.slice(1);
  const target = new URL(url);
  target.pathname = `/${name}`;
  // A template database must have no open connections, so the copy is made from 'postgres'.
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await client.end();
  }
  return target.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** A second database for the suites that write at random (fuzzing, access matrix). */
    isolatedDatabaseUrl: string;
    /**
     * Empty databases (migrated, no rows) for the demo data generator: it fills an empty school
     * only, and each of its three suites (the demo, its fees, its homework) seeds its own.
     */
    emptyDatabaseUrl: string;
    emptyFeesDatabaseUrl: string;
    emptyHomeworkDatabaseUrl: string;
    /** A third that only one suite uses, so its before/after snapshots see its own requests only. */
    snapshotDatabaseUrl: string;
    /**
     * One for the suites that load a whole school's rows at once (10,000-row imports), so that
     * the lists and exports of other suites do not read through them.
     */
    bulkDatabaseUrl: string;
    /**
     * One for the school setup's suite: the setup is one document for the whole school, and its
     * tests drop and retire classes that other suites' records would otherwise hold.
     */
    setupDatabaseUrl: string;
    /**
     * One for the suites that promote whole sections through the API: a promotion lists every
     * pupil of a section, so a section must hold only the suite's own pupils, not the hundreds
     * that other suites leave in the shared database.
     */
    promotionsDatabaseUrl: string;
  }
}

/**
 * One private folder per run for everything the run writes (the throwaway PostgreSQL, every
 * test's data and upload folders): the test processes get it as their TMPDIR, and it goes at the
 * end, whatever the outcome. Runs at once, by other users too, never share a path.
 */
function privateRunFolder(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'school-test-'));
  // PostgreSQL runs as the 'postgres' user under root and must reach its folder.
  chmodSync(dir, 0o755);
  const outer = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return {
    dir,
    remove() {
      if (outer === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = outer;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// One throwaway PostgreSQL for the whole run (or TEST_DATABASE_URL when given).
export default async function setup(project: TestProject) {
  const run = privateRunFolder();
  let stop = async () => undefined as void;
  const teardown = async () => {
    await stop();
    run.remove();
  };
  try {
    let url = process.env.TEST_DATABASE_URL;
    if (!url) {
      const db = await startEmbeddedPostgres({
        dir: path.join(run.dir, 'pg'),
        database: 'school_test',
        persistent: false,
        settings: THROWAWAY_POSTGRES_SETTINGS,
      });
      url = db.url;
      stop = db.stop;
    }
    await migrate(url);
    const shared = new URL(url).pathname.slice(1);
    // Every worker gets its own copy of each database (testDatabaseUrl picks it), made while
    // the migrated database has no connections and can be the template.
    const copies = {
      emptyDatabaseUrl: 'school_test_empty',
      emptyFeesDatabaseUrl: 'school_test_empty_fees',
      emptyHomeworkDatabaseUrl: 'school_test_empty_homework',
      isolatedDatabaseUrl: 'school_test_isolated',
      snapshotDatabaseUrl: 'school_test_snapshot',
      bulkDatabaseUrl: 'school_test_bulk',
      setupDatabaseUrl: 'school_test_setup',
      promotionsDatabaseUrl: 'school_test_promotions',
    } as const;
    for (let worker = workerCount(project); worker >= 1; worker--) {
      for (const [kind, name] of Object.entries(copies)) {
        const copy = await cloneDatabase(url, workerDatabaseName(name, worker));
        if (worker === 1) project.provide(kind as keyof typeof copies, copy);
      }
      if (worker > 1) await cloneDatabase(url, workerDatabaseName(shared, worker));
    }
    project.provide('databaseUrl', url);
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
