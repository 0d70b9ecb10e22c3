import { spawn } from 'node:child_process';
import { type Figure, figures } from '../lib/report';
import { ROOT } from '../lib/server-process';

export const FUZZ_RUNS = 1000;

// FORCE_COLOR (set by npm in some terminals) would turn colours on whatever its value.
const withoutColor = ({ FORCE_COLOR: _drop, ...env }: NodeJS.ProcessEnv) => env;

/**
 * The fuzzing suite of `npm test` (every route, cases generated from its own zod schema) at
 * 1,000 cases per route instead of 200: `FUZZ_RUNS=1000 vitest run server/test/fuzz`, on the
 * test suite's own throwaway database.
 */
export async function fuzzStep(): Promise<Figure[]> {
  const f = figures(`fuzzing, ${FUZZ_RUNS} cases per route`);
  const started = performance.now();
  const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'server/test/fuzz'], {
    cwd: ROOT,
    env: { ...withoutColor(process.env), FUZZ_RUNS: String(FUZZ_RUNS), NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  // "Tests  55 passed (55)" or "Tests  1 failed | 54 passed (55)"
  const line =
    output
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((l) => /^\s*Tests\s/.test(l))
      ?.trim() ?? 'no summary';
  const total = Number(/\((\d+)\)/.exec(line)?.[1] ?? 0);
  const failed = Number(/(\d+) failed/.exec(line)?.[1] ?? 0);
  if (code !== 0) console.error(output.split('\n').slice(-60).join('\n'));
  f.note('routes fuzzed', total);
  f.check(
    'routes with an answer >= 500, a leak or a broken session',
    failed,
    '0',
    code === 0 && failed === 0 && total > 0,
  );
  f.note('cases sent', total * FUZZ_RUNS);
  f.note('duration (s)', (performance.now() - started) / 1000);
  return f.rows;
}
