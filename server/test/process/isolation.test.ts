import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/lib/root';

// Two test runs at once, each given an empty temporary folder that stands in for /tmp: both
// pass, and neither leaves anything there (no PostgreSQL folder, socket or school-* folder).
function testRun(tmp: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server', 'server/test/paths/dotted-path.test.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: tmp },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

describe('npm test runs', () => {
  it('run at once without colliding and leave nothing in the temporary folder', { timeout: 180_000 }, async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'school-shared-tmp-'));
    chmodSync(tmp, 0o1777);
    const runs = await Promise.all([testRun(tmp), testRun(tmp)]);
    for (const run of runs) expect(run.code, run.output).toBe(0);
    expect(readdirSync(tmp)).toEqual([]);
  });
});
