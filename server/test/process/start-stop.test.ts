import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alive, buildIfChanged, descendants, npmStart, ownLines, stopAllStarted } from './npm-start';

// The real `npm start`, as a service manager and a terminal run it.
const base = mkdtempSync(path.join(os.tmpdir(), 'school-start-'));
chmodSync(base, 0o755);
const dataDir = (name: string) => path.join(base, name);

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitGone(pids: number[], ms = 15_000): Promise<number[]> {
  const until = Date.now() + ms;
  while (pids.some(alive) && Date.now() < until) await wait(100);
  return pids.filter(alive);
}

describe('npm start', { timeout: 120_000 }, () => {
  beforeAll(() => {
    buildIfChanged();
  }, 180_000);
  afterAll(stopAllStarted, 60_000);

  it('stops the server and PostgreSQL and exits 0 on SIGTERM to the npm process', async () => {
    const npm = npmStart({ DATA_DIR: dataDir('term') });
    await npm.waitFor(/running at http/);
    expect((await fetch(`http://127.0.0.1:${npm.port()}/api/login/status`)).status).toBe(200);
    const tree = descendants(npm.child.pid!);
    expect(tree.length).toBeGreaterThan(1);
    npm.child.kill('SIGTERM');
    expect(await npm.exited).toEqual({ code: 0, signal: null });
    expect(await waitGone(tree)).toEqual([]);
  });

  it('leaves nothing running when SIGTERM comes during start-up', async () => {
    const npm = npmStart({ DATA_DIR: dataDir('early') });
    await npm.waitFor(/Started the embedded PostgreSQL/);
    const tree = descendants(npm.child.pid!);
    npm.child.kill('SIGTERM');
    expect((await npm.exited).code).toBe(0);
    expect(await waitGone(tree)).toEqual([]);
  });

  it('starts again after the server was killed with SIGKILL, stopping the PostgreSQL it left', async () => {
    const dir = dataDir('kill9');
    const first = npmStart({ DATA_DIR: dir });
    await first.waitFor(/running at http/);
    const [server] = descendants(first.child.pid!);
    process.kill(server, 'SIGKILL');
    await first.exited;
    const again = npmStart({ DATA_DIR: dir });
    await again.waitFor(/running at http/);
    expect((await fetch(`http://127.0.0.1:${again.port()}/api/health/ready`)).status).toBe(200);
    const tree = descendants(again.child.pid!);
    again.child.kill('SIGTERM');
    expect((await again.exited).code).toBe(0);
    expect(await waitGone(tree)).toEqual([]);
  });

  // How fast that restart is belongs to the benchmark (`npm run bench` times it), not to a test
  // that a busy machine would fail.
  it('restarts with unchanged sources without building them again', async () => {
    const dir = dataDir('restart');
    const first = npmStart({ DATA_DIR: dir });
    await first.waitFor(/running at http/);
    first.child.kill('SIGTERM');
    await first.exited;
    // --verbose: the build says what it kept (without it, an unchanged build says nothing).
    const again = npmStart({ DATA_DIR: dir }, { args: ['--', '--verbose'] });
    await again.waitFor(/running at http/);
    const ready = await fetch(`http://127.0.0.1:${again.port()}/api/health/ready`);
    again.child.kill('SIGTERM');
    await again.exited;
    expect(ready.status).toBe(200);
    expect(again.output()).toMatch(/client is unchanged since its last build\.\n.*server is unchanged/);
  });

  it('shuts down in order on Ctrl-C to the whole process group, PostgreSQL last', async () => {
    const npm = npmStart({ DATA_DIR: dataDir('int') }, { group: true });
    await npm.waitFor(/running at http/);
    // Connections in the pool, as a used server has them.
    await Promise.all(Array.from({ length: 5 }, () => fetch(`http://127.0.0.1:${npm.port()}/api/login/status`)));
    const tree = descendants(npm.child.pid!);
    process.kill(-npm.child.pid!, 'SIGINT');
    await npm.exited;
    expect(await waitGone(tree)).toEqual([]);
    expect(npm.output()).toContain('SIGINT received');
    expect(npm.output()).not.toMatch(/pool error|terminating connection|Start-up failed/);
  });

  it('refuses a busy port within seconds, with one line naming the port, before creating any data folder or database', async () => {
    const busy = net.createServer().listen(0, '127.0.0.1');
    await new Promise((r) => busy.once('listening', r));
    const port = (busy.address() as net.AddressInfo).port;
    const dir = dataDir('busy');
    try {
      const began = Date.now();
      const npm = npmStart({ DATA_DIR: dir, PORT: String(port), INITIAL_ADMIN_PASSWORD: '' });
      expect((await npm.exited).code).toBe(1);
      // About 2 s on an idle machine (npm, the build check, loading the server); building the
      // database first took 16 s there.
      expect(Date.now() - began).toBeLessThan(10_000);
      expect(ownLines(npm.output())).toEqual([
        `Port ${port} is in use: another program (or another copy of School management) is listening there. Set PORT to a free port.`,
      ]);
      expect(existsSync(dir)).toBe(false);
    } finally {
      busy.close();
    }
  });

  it("says where the app already runs when a second start finds its data folder in use, and names DATA_DIR with PostgreSQL's reason otherwise", async () => {
    const dir = dataDir('locked');
    const first = npmStart({ DATA_DIR: dir });
    await first.waitFor(/running at http/);
    const port = first.port();
    try {
      // The same port too: the folder's owner is named, not the port it holds.
      for (const again of [port, 0]) {
        const second = npmStart({ DATA_DIR: dir, PORT: String(again) });
        expect((await second.exited).code).toBe(1);
        expect(ownLines(second.output())).toEqual([
          `School management is already running at http://localhost:${port} (data in ${dir})`,
        ]);
      }
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
    expect(existsSync(path.join(dir, 'running.json'))).toBe(false);
    // Read-only now: PostgreSQL cannot write its lock file and says so.
    chmodSync(path.join(dir, 'postgres'), 0o500);
    const readOnly = npmStart({ DATA_DIR: dir });
    expect((await readOnly.exited).code).toBe(1);
    expect(ownLines(readOnly.output()).at(-1)).toMatch(
      /^Cannot start the embedded PostgreSQL in DATA_DIR \(.*\): .*Permission denied/,
    );
    chmodSync(path.join(dir, 'postgres'), 0o700);
  });

  it('names DATA_DIR when the data folder cannot be written at all', async () => {
    const file = path.join(base, 'a-file');
    writeFileSync(file, 'not a folder');
    const npm = npmStart({ DATA_DIR: path.join(file, 'data') });
    expect((await npm.exited).code).toBe(1);
    expect(ownLines(npm.output()).at(-1)).toMatch(/^Invalid configuration: DATA_DIR: cannot write .*a-file\/data/);
  });

  it('names DATABASE_URL when the database cannot be reached', async () => {
    const npm = npmStart({
      DATABASE_URL: 'postgres://school:secret@127.0.0.1:1/school',
      DATA_DIR: dataDir('url'),
    });
    expect((await npm.exited).code).toBe(1);
    const last = ownLines(npm.output()).at(-1);
    expect(last).toMatch(/^Cannot reach the database at DATABASE_URL \(127\.0\.0\.1:1\/school\): .*ECONNREFUSED/);
    expect(last).not.toContain('secret');
  });
});
