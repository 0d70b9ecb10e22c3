import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerSettings {
  port: number;
  databaseUrl: string;
  dataDir: string;
  uploadDir: string;
  sessionSecret: string;
  adminPassword: string;
  logFile: string;
  /** More settings for this server (S3_*, UPLOAD_SWEEP_GRACE_MINUTES...). */
  env?: Record<string, string>;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

export interface RunningServer {
  pid: number;
  url: string;
  exited: Promise<Exit>;
  alive(): boolean;
  signal(sig: NodeJS.Signals): void;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function logTail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * The real server (`server/src/main.ts`, production settings, loopback only) as a child process.
 * tsx is loaded into that one Node process rather than through the tsx launcher, which would put
 * a second process in between: kill -9 must hit the server itself.
 */
export async function startServer(s: ServerSettings): Promise<RunningServer> {
  const log = createWriteStream(s.logFile, { flags: 'a' });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(s.port),
    DATABASE_URL: s.databaseUrl,
    DATA_DIR: s.dataDir,
    UPLOAD_DIR: s.uploadDir,
    SESSION_SECRET: s.sessionSecret,
    INITIAL_ADMIN_PASSWORD: s.adminPassword,
    // Every simulated user comes from 127.0.0.1, like a whole school behind one address.
    LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
    HASHES_PER_ADDRESS: '1000',
    ...s.env,
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  let exit: Exit | null = null;
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal, at: performance.now() };
      resolve(exit);
    });
  });
  const url = `http://127.0.0.1:${s.port}`;
  const server: RunningServer = {
    pid: child.pid!,
    url,
    exited,
    alive: () => exit === null,
    signal: (sig) => {
      if (exit === null) child.kill(sig);
    },
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exit) throw new Error(`the server exited during start-up (${JSON.stringify(exit)}):\n${logTail(s.logFile)}`);
    const ready = await fetch(`${url}/api/login/status`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return server;
    await wait(100);
  }
  server.signal('SIGKILL');
  throw new Error(`the server did not answer within 90 s:\n${logTail(s.logFile)}`);
}

/** Stops a server politely, and for good if it does not go within the time given. */
export async function stopServer(server: RunningServer, ms = 15_000): Promise<Exit> {
  server.signal('SIGTERM');
  const timer = setTimeout(() => server.signal('SIGKILL'), ms);
  const exit = await server.exited;
  clearTimeout(timer);
  return exit;
}
