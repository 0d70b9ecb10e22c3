import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../server/src/db/embedded';
import { startFlagsOf } from '../scripts/start-flags.mjs';
import { type SeededDatabase, seededDatabase } from './seeded-database';

// The pieces a benchmark needs: a seeded embedded PostgreSQL (seeded-database.ts) and real server processes.

export { type SeededDatabase, seededDatabase } from './seeded-database';
export { sampleTreeMemory, type TreeMemory } from './tree-memory';

export interface ServerProcess {
  url: string;
  pid: number;
  /** Peak resident memory so far (VmHWM), in MB. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

/** The environment of a benchmarked server on a seeded database, as production runs it. */
export const benchServerEnv = (db: SeededDatabase): Record<string, string> => ({
  NODE_ENV: 'production',
  DATABASE_URL: db.url,
  SESSION_SECRET: 'benchmark-session-secret-long-enough-for-production',
  DATA_DIR: path.join(db.dir, 'app'),
  UPLOAD_DIR: db.uploadDir,
});

/** The sign-in throttles opened: the read and sign-in scenarios come from one loopback address, like a school behind one. */
export const OPEN_THROTTLES = {
  LOGIN_MAX_FAILURES: '1000000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
  HASHES_PER_ADDRESS: '1000',
};

/**
 * What production runs, compiled: the server as `npm start` builds and starts it (plain JavaScript
 * under node, no TypeScript loader), and the ceiling bundled the same way, so both sides of each
 * comparison run compiled code.
 */
export function compiledEntries(): { server: string; ceiling: string } {
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-changed'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('The build failed');
  const ceiling = 'dist/bench/ceiling.js';
  const bundled = spawnSync(
    'node_modules/.bin/esbuild',
    [
      'bench/ceiling.ts',
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      '--packages=external',
      '--log-level=warning',
      `--outfile=${ceiling}`,
    ],
    { stdio: 'inherit' },
  );
  if (bundled.status !== 0) throw new Error('The ceiling could not be bundled');
  return { server: 'dist/server/main.js', ceiling };
}

/** The node flags `npm start` gives the server (the heap limit), so a benchmarked server has a school's heap. */
const startFlags = (): string[] =>
  startFlagsOf(JSON.parse(readFileSync('package.json', 'utf8')).scripts.start, process.env);

/**
 * Starts an entry point as its own Node process (no wrapper, so its memory is its own); a .ts one
 * through tsx. Its log (one line per request) goes to `logFile` when given, else nowhere.
 */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  logFile?: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [...startFlags(), ...(entry.endsWith('.ts') ? ['--import', 'tsx'] : []), entry],
    {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', logFile ? openSync(logFile, 'a') : 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      await fetch(`${url}/api/login/status`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${entry} did not start`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    pid: child.pid!,
    peakRssMb: () => {
      const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      return m ? Math.round(Number(m[1]) / 1024) : NaN;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A benchmark's `--name value` argument, or `fallback`. */
export function benchArg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

/** The machine's load averages (1, 5, 15 minutes), as `uptime` prints them: a shared machine's figures mean little without them. */
export const loadAverages = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

export interface SeededServer {
  db: SeededDatabase;
  /** The compiled server as production runs it, on `db`, with the sign-in throttles open. */
  server: ServerProcess;
  /** What `server` was started with, for another process on the same database. */
  env: Record<string, string>;
  entries: ReturnType<typeof compiledEntries>;
  stop(): Promise<void>;
}

/**
 * A demo school of `students` pupils (BENCH_SEED_CACHE keeps it between runs) and the compiled
 * server on it; with `logFile`, the server's request log is kept there.
 */
export async function seededServer(students: number, logFile?: string): Promise<SeededServer> {
  const entries = compiledEntries();
  const db = await seededDatabase(students);
  const env = { ...benchServerEnv(db), ...OPEN_THROTTLES };
  const server = await startProcess(entries.server, env, logFile).catch(async (err: unknown) => {
    await db.stop();
    throw err;
  });
  return {
    db,
    server,
    env,
    entries,
    stop: async () => {
      await server.stop();
      await db.stop();
    },
  };
}

/**
 * A JSON request with no time limit on the answer (fetch gives up after 5 minutes without
 * headers, and a year's first promotion takes a whole backup before it answers).
 */
export function callJson(url: string, cookie: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: payload ? 'POST' : 'GET',
        headers: { cookie, ...(payload ? { 'Content-Type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Signs in over HTTP and returns the session cookie. */
export async function signIn(url: string, id: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ roll_no: id, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${id} failed: ${res.status}`);
  return res.headers.get('set-cookie')!.split(';')[0];
}

/** Marks a database URL's connections as the benchmark's own (see sampleTreeMemory). */
export const benchConnection = (url: string, name: string) =>
  `${url}${url.includes('?') ? '&' : '?'}application_name=bench-${name}`;
