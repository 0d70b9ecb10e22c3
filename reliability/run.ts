import { type Figure, printTable } from './lib/report';
import { startStack } from './lib/stack';
import { loadScenario } from './scenarios/load';

const log = (m: string) => console.log(`[reliability] ${m}`);

async function main(): Promise<number> {
  const rows: Figure[] = [];
  const stack = await startStack(log);
  try {
    log(`server up at ${stack.server.url} (pid ${stack.server.pid})`);
    rows.push(...(await loadScenario(stack, { connections: Number(process.env.LOAD_CONNECTIONS ?? 200), seconds: Number(process.env.LOAD_SECONDS ?? 60), rate: Number(process.env.LOAD_RATE ?? 1) })));
  } finally {
    await stack.close();
  }
  printTable(rows);
  return rows.every((r) => r.pass) ? 0 : 1;
}

process.exitCode = await main();
