import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { EnvSchema } from './config';
import { ConfigError } from './core/config';
import { alive } from './lib/alive';

// A second copy started by mistake used to create a database, print a fresh first-admin
// password and only then find its port taken, or fail on PostgreSQL's lock file. These checks
// run first, create nothing, and name what is in the way.

/** The only settings the checks need, parsed as loadConfig parses them (it creates the data folder). */
const StartSettings = EnvSchema.pick({ HOST: true, PORT: true, DATA_DIR: true, DATABASE_URL: true });

export function portInUse(port: number): string {
  return `Port ${port} is in use: another program (or another copy of School management) is listening there. Set PORT to a free port.`;
}

/** Binds the port and lets it go again: nothing else has started yet to be undone. */
function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => (err.code === 'EADDRINUSE' ? resolve(false) : reject(err)));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

const runningFile = (dataDir: string) => path.join(dataDir, 'running.json');

const readPid = (file: string, pick: (text: string) => string) => {
  try {
    return Number(pick(readFileSync(file, 'utf8')));
  } catch {
    return NaN;
  }
};

/**
 * Who else serves this data folder: the app's own note (where it listens), else a PostgreSQL
 * whose app is alive (one still starting). A note or lock left by a killed app names a dead
 * process and is ignored (start-up then stops that PostgreSQL itself).
 */
function otherCopy(dataDir: string): string | undefined {
  const note = runningFile(dataDir);
  if (existsSync(note)) {
    try {
      const { url, pid } = JSON.parse(readFileSync(note, 'utf8')) as { url: string; pid: number };
      if (pid !== process.pid && alive(pid))
        return `School management is already running at ${url} (data in ${dataDir})`;
    } catch {
      // Half written or hand edited: the lock file below still tells.
    }
  }
  const pg = path.join(dataDir, 'postgres');
  const postmaster = readPid(path.join(pg, 'postmaster.pid'), (t) => t.split('\n')[0]);
  const owner = readPid(`${pg}.owner`, (t) => t.trim());
  if (alive(postmaster) && owner !== process.pid && alive(owner)) {
    return `School management is already starting with the data in ${dataDir} (process ${owner}); wait for it, or stop it first`;
  }
  return undefined;
}

/** Fails with one line when another copy serves this data folder or the port is taken. */
export async function checkBeforeStart(env: NodeJS.ProcessEnv, demo: boolean): Promise<void> {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = StartSettings.safeParse(present);
  // loadConfig reports a bad setting in its own words.
  if (!parsed.success) return;
  const { HOST, PORT, DATA_DIR, DATABASE_URL } = parsed.data;
  const dataDir = demoDataDir(path.resolve(DATA_DIR), demo && !DATABASE_URL);
  // With DATABASE_URL several copies may share one folder on purpose (see docs/operations.md).
  const other = DATABASE_URL ? undefined : otherCopy(dataDir);
  if (other) throw new ConfigError(other);
  if (PORT !== 0 && !(await portFree(PORT, HOST ?? '0.0.0.0'))) throw new ConfigError(portInUse(PORT));
}

/** `npm start -- --demo` keeps its school apart from the real one. */
export const demoDataDir = (dataDir: string, demo: boolean) => (demo ? path.join(dataDir, 'demo') : dataDir);

/** Tells a later copy where this one listens; the note goes when this process does. */
export function noteRunning(dataDir: string, url: string): void {
  const note = runningFile(dataDir);
  writeFileSync(note, JSON.stringify({ url, pid: process.pid }));
  process.once('exit', () => {
    if (readPid(note, (t) => String((JSON.parse(t) as { pid: number }).pid)) === process.pid)
      rmSync(note, { force: true });
  });
}
