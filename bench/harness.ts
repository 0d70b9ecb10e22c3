import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startEmbeddedPostgres } from '../server/src/db/embedded';
import { migrate } from '../server/src/db/migrate';
import { createPool, setPool } from '../server/src/db/pool';
import { seedDemo } from '../server/src/demo/seed';

// The pieces a benchmark needs: a seeded embedded PostgreSQL and real server processes.

export interface SeededDatabase {
  url: string;
  uploadDir: string;
  dir: string;
  seedSeconds: number;
  stop(): Promise<void>;
}

export async function seededDatabase(students: number): Promise<SeededDatabase> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `school-bench-${students}-`));
  chmodSync(dir, 0o755);
  const db = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), database: 'school', persistent: false });
  await migrate(db.url);
  const pool = createPool(db.url);
  setPool(pool);
  const uploadDir = path.join(dir, 'uploads');
  const report = await seedDemo({ students, uploadDir });
  await pool.end();
  return {
    url: db.url,
    uploadDir,
    dir,
    seedSeconds: report.seconds,
    stop: async () => {
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Peak resident memory so far (VmHWM), in MB. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

/** Starts a TypeScript entry point as its own Node process (no wrapper, so its memory is its own). */
export async function startProcess(entry: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
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

/** Signs in over HTTP and returns the session cookie. */
export async function signIn(url: string, id: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ roll_no: id, password }) });
  if (!res.ok) throw new Error(`sign-in of ${id} failed: ${res.status}`);
  return res.headers.get('set-cookie')!.split(';')[0];
}
