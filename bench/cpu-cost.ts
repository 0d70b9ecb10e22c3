import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchArg, benchConnection, seededServer, type ServerProcess, signIn, startProcess } from './harness';
import { LOGINS } from './measure';
import { importDryRunBody, READS } from './scenarios';

// `npx tsx bench/cpu-cost.ts [--requests 2000] [--also dist-of-another-build/main.js]`: the CPU
// time each read scenario costs per request, in the server process and in PostgreSQL, for our
// server and for its ceiling, from /proc (user + system time). Unlike req/s on a shared machine,
// CPU time per request hardly depends on what else the machine is doing.
const requests = Number(benchArg('requests', '2000'));
const also = benchArg('also', '');
const TICK_MS = 1000 / 100; // USER_HZ

function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) out.push(Number(name));
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

const { db, server: ours, env, entries } = await seededServer(600);
const targets: { name: string; server: ServerProcess; ceiling: boolean }[] = [
  {
    name: 'ceiling',
    server: await startProcess(entries.ceiling, { DATABASE_URL: benchConnection(db.url, 'ceiling') }),
    ceiling: true,
  },
  { name: 'ours', server: ours, ceiling: false },
];
if (also)
  targets.push({
    name: path.basename(path.dirname(path.dirname(path.dirname(also)))) || 'also',
    server: await startProcess(also, env),
    ceiling: false,
  });
const cookies = new Map<ServerProcess, Record<string, string>>();
for (const t of targets) {
  const c: Record<string, string> = {};
  // The ceiling reads the session the student's cookie names (login status): ours serve both.
  for (const [role, { id, password }] of Object.entries(LOGINS))
    c[role] = await signIn(t.ceiling ? targets[1].server.url : t.server.url, id, password);
  cookies.set(t.server, c);
}
const client = new pg.Client({ connectionString: benchConnection(db.url, 'driver') });
await client.connect();
const marksId = (await client.query("SELECT marks_id FROM marks WHERE student_id = 'S00001' ORDER BY marks_id LIMIT 1"))
  .rows[0].marks_id as number;
await client.end();
const dryRun = importDryRunBody();
const postmaster = db.postmasterPid();

console.log(`CPU ms per request (server process + PostgreSQL), ${requests} requests, 10 connections`);
console.log(
  `${'scenario'.padEnd(30)} ${targets.map((t) => t.name.padStart(22)).join(' ')}   ratio (ceiling / ours, total)`,
);
for (const s of READS) {
  const cells: string[] = [];
  const totals: number[] = [];
  for (const t of targets) {
    const url = t.server.url + (typeof s.path === 'string' ? s.path : s.path({ marksId }));
    const pgPids = () => childrenOf(postmaster);
    const before = { node: cpuMs(t.server.pid), pg: pgPids().reduce((n, p) => n + cpuMs(p), 0) };
    // `amount` (a fixed number of requests) is autocannon's own option, missing from its types.
    const r = await autocannon({
      url,
      method: s.upload ? 'POST' : 'GET',
      headers: {
        cookie: cookies.get(t.server)![s.caller],
        ...(s.upload ? { 'content-type': dryRun.contentType, origin: t.server.url } : {}),
      },
      body: s.upload ? dryRun.body : undefined,
      connections: 10,
      amount: s.upload ? Math.round(requests / 10) : requests,
    } as Parameters<typeof autocannon>[0]);
    const n = r.requests.total;
    const node = (cpuMs(t.server.pid) - before.node) / n;
    const pgMs = (pgPids().reduce((sum, p) => sum + cpuMs(p), 0) - before.pg) / n;
    totals.push(node + pgMs);
    cells.push(
      `${node.toFixed(2)} + ${pgMs.toFixed(2)} = ${(node + pgMs).toFixed(2)}`.padStart(22) + (r.non2xx ? '!' : ''),
    );
  }
  console.log(
    `${s.name.padEnd(30)} ${cells.join(' ')}   ${totals
      .slice(1)
      .map((t) => (totals[0] / t).toFixed(2))
      .join(' ')}`,
  );
}
for (const t of targets) await t.server.stop();
await db.stop();
process.exit(0);
