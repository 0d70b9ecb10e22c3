import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../server/src/lib/root';
import { nodeVersionProblem } from './check-node.mjs';

const run = (cmd: string, args: string[], version: string) =>
  spawnSync(cmd, args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      SCHOOL_NODE_VERSION_FOR_TEST: version,
    },
  });

describe('the Node.js version check', () => {
  it('accepts 20.19+, 22.12+ and later majors, and refuses the rest naming both versions', () => {
    for (const ok of ['20.19.0', '20.20.2', '22.12.0', '24.1.0', 'v25.0.0'])
      expect(nodeVersionProblem(ok), ok).toBeNull();
    for (const old of ['18.20.4', '20.18.1', '21.7.0', '22.11.0']) {
      expect(nodeVersionProblem(old)).toBe(
        `School management needs Node.js >= 20.19 (20.19+ or 22.12+); found Node.js ${old}. Install a newer Node.js and try again.`,
      );
    }
  });

  it('stops npm start, npm test and npm install before anything else, with one line', () => {
    for (const args of [['start'], ['test'], ['run', 'preinstall']]) {
      const res = run('npm', args, '18.20.4');
      expect(res.status, args.join(' ')).toBe(1);
      const own = res.stderr.split('\n').filter((l) => l.trim() && !/^npm (warn|error)/.test(l));
      expect(own).toEqual([
        'School management needs Node.js >= 20.19 (20.19+ or 22.12+); found Node.js 18.20.4. Install a newer Node.js and try again.',
      ]);
      expect(res.stdout).not.toMatch(/Building|vite|tsc/);
    }
  });
});
