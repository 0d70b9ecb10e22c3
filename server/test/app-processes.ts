import { type ChildProcess, spawn } from 'node:child_process';
import { ROOT } from '../src/lib/root';

/** A server process of the app (process/app-process.ts) on a shared database. */
export interface AppProcess {
  url: string;
  pid: number;
  output: () => string;
  /** Resolves when the output matches, rejects after ms. */
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startAppProcess(databaseUrl: string): Promise<AppProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/test/process/app-process.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (c: Buffer) => (text += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (text += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const waitFor = async (pattern: RegExp, ms = 60_000) => {
    const until = Date.now() + ms;
    while (!pattern.test(text)) {
      if (child.exitCode !== null) throw new Error(`the app process ended:\n${text}`);
      if (Date.now() > until) throw new Error(`no ${pattern} within ${ms} ms:\n${text}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  await waitFor(/listening \d+/);
  return {
    url: `http://127.0.0.1:${/listening (\d+)/.exec(text)![1]}`,
    pid: child.pid!,
    output: () => text,
    waitFor,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
