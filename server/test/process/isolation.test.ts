import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/lib/root';

// Two test runs at once, sharing one empty temporary folder that stands in for /tmp (under root
// the second runs as an ordinary user, as on a shared machine): both pass, and neither leaves
// anything there (no PostgreSQL folder, socket, state file or school-* folder).
const OTHER_USER = 'school-test-user';
const isRoot = process.getuid?.() === 0;

/** Under root: an ordinary user who may write vite's caches in this clone (nothing else of it). */
function otherUser(): string[] {
  try {
    execFileSync('id', [OTHER_USER], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', OTHER_USER]);
  }
  for (const cache of ['node_modules/.vite-temp', 'node_modules/.vite/vitest']) {
    mkdirSync(path.join(ROOT, cache), { recursive: true });
    chmodSync(path.join(ROOT, cache), 0o1777);
  }
  return ['runuser', '-u', OTHER_USER, '--'];
}

function testRun(tmp: string, as: string[] = []): Promise<{ code: number | null; output: string }> {
  const [command, ...args] = [
    ...as,
    process.execPath,
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'server',
    'server/test/paths/dotted-path.test.ts',
  ];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: tmp, TMPDIR: tmp },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

describe('npm test runs', () => {
  it(
    `run at once${isRoot ? ', as root and as an ordinary user,' : ''} without colliding and leave nothing in the temporary folder`,
    { timeout: 180_000 },
    async () => {
      const tmp = mkdtempSync(path.join(os.tmpdir(), 'school-shared-tmp-'));
      chmodSync(tmp, 0o1777);
      const runs = await Promise.all([testRun(tmp), testRun(tmp, isRoot ? otherUser() : [])]);
      for (const run of runs) expect(run.code, run.output).toBe(0);
      expect(readdirSync(tmp)).toEqual([]);
    },
  );
});
