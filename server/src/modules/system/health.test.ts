import pg from 'pg';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../test/databases';
import { buildApp } from '../../app';
import { createPool, getPool, setPool } from '../../db/pool';
import { migrationNames } from '../../db/migrate';
import { testApp } from '../../../test/test-app';

const ctx = testApp();

/** The app on another database for one request, with the shared pool put back after. */
async function withDatabase<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const shared = getPool();
  const other = createPool(url, 1);
  setPool(other);
  try {
    return await fn();
  } finally {
    setPool(shared);
    await other.end();
  }
}

const unmigrated = new URL(testDatabaseUrl());
unmigrated.pathname = '/school_test_unmigrated';

afterAll(async () => {
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS school_test_unmigrated');
  await admin.end();
});

describe('health', () => {
  it('answers /api/health while the process is up, signed out and without a session cookie', async () => {
    const res = await supertest(ctx.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers /api/health/ready when the database holds every migration', async () => {
    const res = await supertest(ctx.app).get('/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', schema: migrationNames().at(-1) });
  });

  it('answers 503 when the database cannot be reached', async () => {
    const res = await withDatabase('postgres://nobody:x@127.0.0.1:1/none', () =>
      supertest(buildApp(ctx.config, getPool(), ctx.parts)).get('/api/health/ready'),
    );
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('unavailable');
    expect((await supertest(ctx.app).get('/api/health')).status).toBe(200);
  });

  it('answers 503 when the migrations are not applied', async () => {
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS school_test_unmigrated');
    await admin.query('CREATE DATABASE school_test_unmigrated');
    await admin.end();
    const res = await withDatabase(unmigrated.toString(), () => supertest(ctx.app).get('/api/health/ready'));
    expect(res.status).toBe(503);
    expect(res.body.reason).toMatch(/no migrations/);

    const behind = new pg.Client({ connectionString: unmigrated.toString() });
    await behind.connect();
    await behind.query(
      'CREATE TABLE pgmigrations (id serial PRIMARY KEY, name varchar(255) NOT NULL, run_on timestamp NOT NULL DEFAULT now())',
    );
    await behind.query('INSERT INTO pgmigrations (name) VALUES ($1)', [migrationNames()[0]]);
    await behind.end();
    const old = await withDatabase(unmigrated.toString(), () => supertest(ctx.app).get('/api/health/ready'));
    expect(old.status).toBe(503);
    expect(old.body.reason).toBe(
      `The database schema is at ${migrationNames()[0]}; this version needs ${migrationNames().at(-1)}.`,
    );
  });
});
