import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../server/src/lib/root';
import { startFlagsOf } from './start-flags.mjs';

const scripts: Record<string, string> = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;

/**
 * The heap limit, in MB, of the node that a start script's own command line starts (through
 * sh, as npm runs it), with the script's file swapped for a line that prints the limit.
 */
function heapLimitMb(script: string, env: Record<string, string>): number {
  const command = script.replace(/scripts\/start\.mjs.*$/, `-p "require('v8').getHeapStatistics().heap_size_limit"`);
  const run = spawnSync('sh', ['-c', command], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, ...env },
  });
  expect(run.stderr).toBe('');
  return Number(run.stdout) / 2 ** 20;
}

describe('the serving process heap', () => {
  // Node sizes its heap from the machine's memory: on 24 GB it let the server's heap grow to
  // 190 MB after the benchmark's reads, against 110 MB with this limit (docs/small-machine.md).
  it('is limited to 256 MB of old space by npm start and the cluster start alike, or SERVER_HEAP_MB', () => {
    for (const name of ['start', 'start:cluster']) {
      const byDefault = heapLimitMb(scripts[name], {});
      // The limit is the old space; V8 adds its young generation and a little more on top.
      expect(byDefault, name).toBeGreaterThanOrEqual(256);
      expect(byDefault, name).toBeLessThan(400);
      const raised = heapLimitMb(scripts[name], { SERVER_HEAP_MB: '1024' });
      expect(raised, name).toBeGreaterThanOrEqual(1024);
      expect(raised, name).toBeLessThan(1200);
    }
  });

  it("is the same in the README's systemd unit, which runs scripts/start.mjs without npm", () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const execStart = /^ExecStart=(.*)$/m.exec(readme)?.[1] ?? '';
    expect(startFlagsOf(execStart)).toEqual(['--max-old-space-size=256']);
    expect(startFlagsOf(execStart)).toEqual(startFlagsOf(scripts.start));
  });
});
