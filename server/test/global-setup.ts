import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import pg from 'pg';

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
    /** An empty database (migrated, no rows) for the demo data generator. */
    emptyDatabaseUrl: string;
    /** A third that only one suite uses, so its before/after snapshots see its own requests only. */
    snapshotDatabaseUrl: string;
  }
}

// One throwaway PostgreSQL for the whole run (or TEST_DATABASE_URL when given).
export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL;
  let stop = async () => undefined as void;
  let dir: string | undefined;
  if (!url) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'school-test-'));
    chmodSync(dir, 0o755);
    const db = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), database: 'school_test', persistent: false });
    url = db.url;
    stop = db.stop;
  }
  await migrate(url);
  project.provide('emptyDatabaseUrl', await cloneDatabase(url, 'school_test_empty'));
  project.provide('databaseUrl', url);
  project.provide('isolatedDatabaseUrl', await cloneDatabase(url, 'school_test_isolated'));
  project.provide('snapshotDatabaseUrl', await cloneDatabase(url, 'school_test_snapshot'));
  return async () => {
    await stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
