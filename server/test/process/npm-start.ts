import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { ROOT } from '../../src/lib/root';

/** What `npm start` would build, built first (outside the tests' own time limits). */
export function buildIfChanged(): void {
  const run = spawnSync(process.execPath, ['scripts/build.mjs', '--if-changed'], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`The build failed:\n${run.stdout}\n${run.stderr}`);
}

/** `npm start` as an operator runs it, with its output kept for the assertions. */
export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when the output matches, rejects if the process ends first. */
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
  /** The port its "running at" line names (once that line is out). */
  port(): number;
}

const started = new Set<Started>();

/** After a failed test: whatever it started is stopped, as an operator would (SIGTERM). */
export async function stopAllStarted(): Promise<void> {
  for (const s of started) {
    s.child.kill('SIGTERM');
    await s.exited;
  }
}

/**
 * Without PORT in `env` the server listens on a port the system gives it (PORT=0) and says which
 * in its "running at" line (`port()`): a port picked free beforehand could be taken by another
 * test's server or PostgreSQL in the seconds start-up takes, and the start then failed with
 * "Port ... is in use".
 */
export function npmStart(
  env: Record<string, string>,
  opts: { group?: boolean; args?: string[]; script?: string } = {},
): Started {
  const child = spawn('npm', ['run', opts.script ?? 'start', ...(opts.args ?? [])], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      INITIAL_ADMIN_PASSWORD: 'start-stop-password',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, like a terminal's job: Ctrl-C signals the whole group.
    detached: opts.group ?? false,
  });
  let text = '';
  child.stdout!.on('data', (c: Buffer) => (text += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (text += c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  let done = false;
  const self: Started = {
    child,
    output: () => text,
    exited,
    async waitFor(pattern, ms = 60_000) {
      const until = Date.now() + ms;
      while (!pattern.test(text)) {
        if (done) throw new Error(`npm start ended before ${pattern}:\n${text}`);
        if (Date.now() > until) throw new Error(`no ${pattern} within ${ms} ms:\n${text}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    port() {
      const running = /running at http:\/\/localhost:(\d+)/.exec(text);
      if (!running) throw new Error(`npm start has not said where it runs:\n${text}`);
      return Number(running[1]);
    },
  };
  started.add(self);
  void exited.then(() => {
    done = true;
    started.delete(self);
  });
  return self;
}

/** Every process below pid (children, grandchildren...), read from ps. */
export function descendants(pid: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number));
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [p, pp] of rows)
      if (pp === parent) {
        found.push(p);
        walk(p);
      }
  };
  walk(pid);
  return found;
}

export { alive } from '../../src/lib/alive';

/** The lines that are not npm's own chatter. */
export const ownLines = (output: string) =>
  output.split('\n').filter((l) => l.trim() && !/^(npm (warn|error)|> )/.test(l.trim()));
