import { type Figure, printTable } from './lib/report';
import { SERVER_LOG, startStack, type Stack } from './lib/stack';
import { databaseRestartScenario } from './scenarios/database-restart';
import { diskFullScenario } from './scenarios/disk-full';
import { killNineScenario } from './scenarios/kill-nine';
import { sigtermScenario } from './scenarios/sigterm';
import { loadScenario } from './scenarios/load';

// `npm run test:reliability` runs every step; naming steps runs only those
// (e.g. `npm run test:reliability -- load sigterm`).
const log = (m: string) => console.log(`[reliability] ${new Date().toISOString().slice(11, 19)} ${m}`);
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

type Step = (stack: Stack) => Promise<Figure[]>;
// Each step's teachers save registers on dates of their own (see makeCallers' dateBase).
const STEPS: Record<string, Step> = {
  load: (stack) => loadScenario(stack, { connections: env('LOAD_CONNECTIONS', 200), seconds: env('LOAD_SECONDS', 60), rate: env('LOAD_RATE', 1) }),
  database: (stack) => databaseRestartScenario(stack, 100),
  sigterm: (stack) => sigtermScenario(stack, 200),
  kill9: (stack) => killNineScenario(stack),
  disk: (stack) => diskFullScenario(stack),
};

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((w) => !(w in STEPS));
  if (unknown.length) throw new Error(`unknown step(s) ${unknown.join(', ')}; steps: ${Object.keys(STEPS).join(', ')}`);
  const steps = Object.entries(STEPS).filter(([name]) => !wanted.length || wanted.includes(name));
  const rows: Figure[] = [];
  const started = performance.now();
  const stack = await startStack(log);
  try {
    log(`server up at ${stack.server.url} (pid ${stack.server.pid})`);
    for (const [name, step] of steps) {
      log(`${name}…`);
      const t = performance.now();
      try {
        // A step that failed half-way may have left the server stopped.
        if (!stack.server.alive()) await stack.restart();
        rows.push(...(await step(stack)));
      } catch (err) {
        rows.push({ scenario: name, figure: 'completed', value: `error: ${(err as Error).message.split('\n')[0]}`, target: 'yes', pass: false });
        console.error(err);
      }
      log(`${name} done in ${((performance.now() - t) / 1000).toFixed(0)} s`);
    }
  } finally {
    await stack.close();
  }
  printTable(rows);
  log(`total ${((performance.now() - started) / 1000).toFixed(0)} s; the servers' output is in ${SERVER_LOG}`);
  return rows.every((r) => r.pass) ? 0 : 1;
}

process.exitCode = await main();
