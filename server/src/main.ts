import cluster from 'node:cluster';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVING_MESSAGE, startCluster } from './cluster';
import { loadConfig } from './config';
import { ConfigError } from './core/config';
import { type Config } from './core/config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrate, migrationNames } from './db/migrate';
import { closePool, createPool } from './db/pool';
import { closeSessionChanges } from './db/session-changes';
import type pg from 'pg';
import type { Express } from 'express';
import { compose } from './compose';
import { drainable } from './http/drain';
import { listen } from './http/listen';
import { demoRepo } from './demo/demo.repo';
import { DEMO_LOGINS, seedDemo } from './demo/seed';
import { configuredChannels } from './mail/configured-channels';
import { type MailWorker, startMailWorker } from './mail/worker';
import type { Parts } from './modules/parts';
import { ensureInitialAdmin } from './modules/admins/initial-admin';
import { checkBeforeStart, demoDataDir, noteRunning } from './start-checks';
import { createFileStore } from './storage/file-store';
import { schoolLinks } from './modules/school/school-links';
import {
  demoLoginsNote,
  firstAdminNote,
  mailNote,
  migrationsNote,
  missingSettings,
  requestLogNote,
} from './start-notes';

// `npm start -- --demo`: a believable school to try the app with, kept apart from real data.
const DEMO = process.argv.includes('--demo');
// `npm run start:cluster`: one serving process per core unless WORKERS says how many.
const CLUSTER = process.argv.includes('--cluster');
// Set by the cluster's primary in the processes it forks: they serve, and do nothing else.
const IS_WORKER = cluster.isWorker && process.env.SCHOOL_CLUSTER_WORKER === '1';

// What start-up has opened so far, closed again when a later step fails.
let opened: { db?: DatabaseHandle; pool?: { end(): Promise<void> } } = {};
const closeOpened = async () => {
  await opened.pool?.end().catch(() => undefined);
  await opened.db?.stop().catch(() => undefined);
};

// Until the server listens there is nothing to finish: a signal exits at once, and the exit
// stops the embedded PostgreSQL (postgres-process.ts), which runs in a process group of its own
// and would otherwise outlive us. Once listening, the ordered shutdown below takes over.
let onSignal = (_signal: string): void => process.exit(0);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => onSignal(signal));
}

async function main(): Promise<void> {
  // Before anything is created: the cluster's primary has already checked for its workers.
  if (!IS_WORKER) await checkBeforeStart(process.env, DEMO);
  const loaded = loadConfig();
  const demo = DEMO && !loaded.databaseUrl && !IS_WORKER;
  const dataDir = demoDataDir(loaded.dataDir, demo);
  const config = demo ? { ...loaded, dataDir, uploadDir: path.join(dataDir, 'uploads') } : loaded;

  const workers = CLUSTER && !process.env.WORKERS ? os.availableParallelism() : config.workers;
  // The embedded PostgreSQL takes as many connections as the serving processes' pools.
  const db: DatabaseHandle = await openDatabase(config, { processes: IS_WORKER ? 1 : workers });
  opened = { db };
  if (db.embedded) console.log('Started the embedded PostgreSQL (data in ' + config.dataDir + '/postgres)');
  if (!IS_WORKER) say(migrationsNote(await migrate(db.url), migrationNames().length));
  const pool = createPool(db.url, config.dbPoolSize, config.db);
  opened = { db, pool };
  // Every setting reaches the parts that keep it here, before anything runs on them.
  const composed = compose(config, pool, { databaseUrl: db.url });
  if (IS_WORKER) return serve(config, db, pool, composed);

  // Creates the upload folder and removes what an interrupted upload or delete left behind.
  await createFileStore(config).sweep(config.uploadSweepGraceMs);
  if (config.s3)
    console.log(
      `Uploaded files are kept in the bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`,
    );

  if (DEMO && (await demoRepo.isEmpty())) {
    console.log('Filling the demo database with a school of 600 students (once)…');
    await seedDemo({
      students: 600,
      passwords: composed.parts.passwords,
      uploadDir: config.uploadDir,
      s3: config.s3,
      log: console.log,
    });
  }

  const admin = await ensureInitialAdmin(config, composed.parts.passwords);
  const { chosen: chosenAppUrl } = await schoolLinks(config);
  say(mailNote(config));
  // Printed once the app answers, last, so the sign-in it names is the last thing on the screen:
  // the request lines go to a file unless REQUEST_LOG=stdout says otherwise.
  const closing = () => {
    say(requestLogNote(config));
    if (!DEMO) for (const line of missingSettings(config, chosenAppUrl)) console.log(line);
    if (DEMO) console.log(demoLoginsNote(DEMO_LOGINS));
    if (admin) console.log(firstAdminNote(admin));
  };

  if (workers > 1) return runCluster(config, workers, db, pool, closing);
  await serve(config, db, pool, composed);
  closing();
}

const say = (line: string | null) => {
  if (line) console.log(line);
};

/**
 * The primary of a cluster serves nothing itself: it forks the workers on the database it
 * opened, and on a signal stops them (each finishing its requests) before that database.
 */
async function runCluster(
  config: Config,
  workers: number,
  db: DatabaseHandle,
  pool: pg.Pool,
  closing: () => void,
): Promise<void> {
  await closePool(pool);
  const running = startCluster({
    workers,
    exec: fileURLToPath(import.meta.url),
    // What each worker would otherwise find (or invent) on its own: the one database, the same
    // folders, and one session secret (two workers generating it at once would differ).
    env: {
      DATABASE_URL: db.url,
      DATA_DIR: config.dataDir,
      UPLOAD_DIR: config.uploadDir,
      SESSION_SECRET: config.sessionSecret,
      WORKERS: '1',
    },
  });
  console.log(`Starting ${workers} serving processes on port ${config.port}`);
  let stopping = false;
  const stop = async (why: string, code: number) => {
    if (stopping) return;
    stopping = true;
    console.log(`${why}: stopping the ${workers} serving processes`);
    await running.stop(why.startsWith('SIGINT') ? 'SIGINT' : 'SIGTERM');
    await db.stop().catch(() => undefined);
    process.exit(code);
  };
  onSignal = (signal) => void stop(`${signal} received`, 0);
  void running.failed.then((code) => stop('A worker could not start', code));
  void running.serving.then(() => {
    if (stopping) return;
    if (db.embedded) noteRunning(config.dataDir, `http://localhost:${config.port}`);
    closing();
  });
}

async function serve(
  config: Config,
  db: DatabaseHandle,
  pool: pg.Pool,
  composed: { app: () => Express; parts: Parts },
): Promise<void> {
  let mailWorker: MailWorker | null = null;
  const channels = configuredChannels(config);
  if (channels.length) {
    // Every process may run one: each message is claimed with FOR UPDATE SKIP LOCKED, so it goes once.
    mailWorker = startMailWorker({ channels });
  }
  // Every process looks each hour; the week's run is claimed in the database, so it is done once.
  const atRiskWeekly = composed.parts.atRiskWeekly.start();

  const server: Server = await listen(composed.app(), config.port, config.host ?? '0.0.0.0');
  const where = server.address();
  const url = `http://localhost:${typeof where === 'object' && where ? where.port : config.port}`;
  const publicUrl = process.env.APP_URL && !IS_WORKER ? `; people open it at ${config.appUrl}` : '';
  console.log(`School management is running at ${url}${IS_WORKER ? ` (process ${process.pid})` : publicUrl}`);
  // After its line is written: the primary prints its closing notes once every worker has said so,
  // so they come after every "running at" (the cluster's own 'listening' event can come first).
  if (IS_WORKER) process.send?.(SERVING_MESSAGE);
  if (!IS_WORKER && db.embedded) noteRunning(config.dataDir, url);
  server.keepAliveTimeout = 5_000;
  server.requestTimeout = 30_000;
  const connections = drainable(server);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests and shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await connections.drain();
    await mailWorker?.stop();
    atRiskWeekly.stop();
    await closeSessionChanges(pool).catch(() => undefined);
    await closePool(pool).catch(() => undefined);
    await db.stop().catch(() => undefined);
    clearTimeout(force);
    process.exit(0);
  };
  // This process shuts down in order itself: the requests, then the pool, then the embedded
  // database (which runs in its own process group, so a terminal's Ctrl-C reaches only us).
  // Other handlers would exit at once and cut off requests in flight (found by the SIGTERM
  // scenario of `npm run test:reliability`).
  onSignal = (signal) => void shutdown(signal);
}

main().catch(async (err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    // Never "undefined": a rejection without a value still says where it happened.
    console.error('Start-up failed:', err instanceof Error ? err.message || err.name : String(err));
  }
  await closeOpened();
  process.exit(1);
});
