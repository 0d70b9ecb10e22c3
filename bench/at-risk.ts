import os from 'node:os';
import { DEMO_LOGINS } from '../server/src/demo/seed';
import { benchServerEnv, compiledEntries, OPEN_THROTTLES, seededDatabase, signIn, startProcess } from './harness';
import { load } from './load';

// `npx tsx bench/at-risk.ts [--students 20000 --seconds 5]`: the at-risk view (issue 35) on a demo
// school of that size, served by the compiled server, one admin asking at a time: p50 for the
// whole school and for one section against the targets, each with the machine's load
// average beside it (the figures of a shared machine mean little without it).
function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const students = Number(arg('students', '20000'));
const seconds = Number(arg('seconds', '5'));

export const AT_RISK_TARGETS = [
  { name: 'whole school', path: '/api/at-risk', p50Ms: 500 },
  { name: 'one section', path: '/api/at-risk?class=5&section=A', p50Ms: 50 },
];

const db = await seededDatabase(students);
const server = await startProcess(compiledEntries().server, { ...benchServerEnv(db), ...OPEN_THROTTLES });
let over = 0;
try {
  const cookie = await signIn(server.url, DEMO_LOGINS.admin.id, DEMO_LOGINS.admin.password);
  for (const t of AT_RISK_TARGETS) {
    const listed = ((await fetch(`${server.url}${t.path}`, { headers: { cookie } }).then((r) => r.json())) as unknown[])
      .length;
    const f = await load({ url: `${server.url}${t.path}`, cookie, connections: 1, seconds });
    const ok = f.p50 < t.p50Ms && f.errors === 0;
    if (!ok) over++;
    const loadAverage = os.loadavg()[0].toFixed(1);
    console.log(
      `${students} students, ${t.name}: ${listed} listed, p50 ${f.p50} ms, p99 ${f.p99} ms (target p50 < ${t.p50Ms} ms, load average ${loadAverage}) ${ok ? 'ok' : 'MISS'}`,
    );
  }
} finally {
  await server.stop();
  await db.stop();
}
process.exit(over ? 1 : 0);
