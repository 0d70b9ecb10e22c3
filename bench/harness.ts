import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from '../server/src/db/embedded';
import { type SeededDatabase } from './seeded-database';

// The pieces a benchmark needs: a seeded embedded PostgreSQL (seeded-database.ts) and real server processes.

export { type SeededDatabase, seededDatabase } from './seeded-database';

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

/** Starts an entry point as its own Node process (no wrapper, so its memory is its own); a .ts one through tsx. */
export async function startProcess(entry: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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

// The memory of a serving tree (the server and its PostgreSQL with every backend) is summed as
// PSS: pages shared between processes (PostgreSQL's shared buffers) are split among them instead
// of being counted once per process, as adding up their RSS would.
function pssKb(pid: number): number {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0; // ended meanwhile
  }
}

function descendants(roots: number[]): number[] {
  const parent = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command may hold spaces and parentheses; the fields after its last ')' do not.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  const tree = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parent) if (tree.has(ppid) && !tree.has(pid)) grew = tree.add(pid).size > 0;
  }
  return [...tree];
}

/** The PSS of the trees under `roots` now, in kB, less the processes `exclude` names. */
async function treePssKb(roots: number[], exclude: () => Promise<number[]>): Promise<number> {
  const left = new Set(await exclude().catch(() => [] as number[]));
  return descendants(roots)
    .filter((pid) => !left.has(pid))
    .reduce((sum, pid) => sum + pssKb(pid), 0);
}

/** The serving tree's PSS at one moment, and the server process's own share of it, in MB. */
export interface TreeMemory {
  totalMb: number;
  serverMb: number;
}

/**
 * Samples the PSS of the trees under `roots` until stopped, leaving out the processes `exclude`
 * names (the benchmark's own database connections); peakMb is the largest sum seen, now() the
 * sum at the moment it is called (the first root taken as the server).
 */
export function sampleTreeMemory(roots: () => number[], exclude: () => Promise<number[]>, everyMs = 250) {
  let peakKb = 0;
  let running = true;
  const loop = async () => {
    while (running) {
      peakKb = Math.max(peakKb, await treePssKb(roots(), exclude));
      await new Promise((r) => setTimeout(r, everyMs));
    }
  };
  const done = loop();
  return {
    peakMb: () => Math.round(peakKb / 1024),
    now: async (): Promise<TreeMemory> => ({
      totalMb: Math.round((await treePssKb(roots(), exclude)) / 1024),
      serverMb: Math.round(pssKb(roots()[0]) / 1024),
    }),
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** Marks a database URL's connections as the benchmark's own (see sampleTreeMemory). */
export const benchConnection = (url: string, name: string) =>
  `${url}${url.includes('?') ? '&' : '?'}application_name=bench-${name}`;
