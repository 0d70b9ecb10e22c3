// `npm test`: every stage in order, each timed, with the times printed at the end whether the run
// passed or not, so whoever waits on it sees where the minutes go. Type-check, lint and the format
// check read the same files and none uses more than one core, so they run side by side.
import { spawn } from 'node:child_process';
import { nodeVersionProblem } from './check-node.mjs';

const STAGES = [
  [
    { name: 'type-check', script: 'typecheck' },
    { name: 'lint', script: 'lint:code' },
    { name: 'format check', script: 'lint:format' },
  ],
  [{ name: 'integration and unit tests', script: 'test:unit' }],
  // The integration tests' `npm start` cases have built the app already (scripts/build.mjs,
  // --if-changed): this stage builds only what changed since, and is seconds when nothing did.
  [{ name: 'build', script: 'build', args: ['--', '--if-changed'] }],
  [{ name: 'browser tests', script: 'test:e2e' }],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];

/** Runs one npm script; its output goes straight through, except when it runs beside another. */
function run({ name, script, args = [] }, buffered) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script, ...args], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (buffered) for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => (output += d));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      times.push({ name, seconds, ok: code === 0 });
      // Side-by-side stages print whole, one after the other, not interleaved.
      if (buffered && output.trim()) process.stdout.write(`\n> ${name}\n${output}`);
      resolve(code === 0 ? 0 : (code ?? (signal ? 1 : 0)));
    });
  });
}

function summary(total) {
  // Whole seconds first, so 659.6 s reads "11 min 0 s", not "10 min 60 s".
  const fmt = (s) =>
    s >= 59.5 ? `${Math.floor(Math.round(s) / 60)} min ${Math.round(s) % 60} s` : `${s.toFixed(1)} s`;
  console.log('\nStage times:');
  for (const t of times) console.log(`  ${t.ok ? 'ok  ' : 'FAIL'} ${t.name.padEnd(28)} ${fmt(t.seconds)}`);
  console.log(`  total ${' '.repeat(27)}${fmt(total)}`);
}

const problem = nodeVersionProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}

const started = Date.now();
let failed = 0;
for (const group of STAGES) {
  const codes = await Promise.all(group.map((stage) => run(stage, group.length > 1)));
  failed = codes.find((c) => c !== 0) ?? 0;
  if (failed) break;
}
summary((Date.now() - started) / 1000);
process.exit(failed);
