import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { batchBesideBusyLoops } from './batch-busy';
import { browserTimings, type BrowserFigures } from './browser';
import pg from 'pg';
import {
  benchConnection,
  benchServerEnv,
  compiledEntries,
  OPEN_THROTTLES,
  sampleTreeMemory,
  seededDatabase,
  startProcess,
} from './harness';
import {
  BENCH_ADMIN,
  BENCH_STUDENT,
  LOGINS,
  measureSaves,
  measureSize,
  readRatios,
  signInEveryRole,
  type SizeResult,
} from './measure';
import { measureMarks } from './marks-figures';
import { offlineLines, offlineTimings } from './offline-timings';
import { printReport } from './report';
import { restartTime } from './restart';
import { type AttackFigures, signInUnderAttack } from './sign-in-attack';

// `npm run bench [-- --sizes 600,20000 --seconds 5 --rounds 3] [--only attack|browser|restart|saves|reads|offline|marks|batch]`
// [--reads "search"]: with --only reads, only the read scenarios whose name holds it.
// [--batch-students N]: the school the batch jobs seed and promote (the largest of --sizes).
function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const sizes = arg('sizes', '600,20000').split(',').map(Number);
const seconds = Number(arg('seconds', '5'));
const rounds = Number(arg('rounds', '3'));
const only = arg('only', '');
const batchStudents = Number(arg('batch-students', String(Math.max(...sizes))));
const log = (s: string) => console.log(s);

// The server as production runs it: compiled, under plain node.
const entries = compiledEntries();
const results: SizeResult[] = [];
const browsers: BrowserFigures[] = [];
let attack: AttackFigures | null = null;
let restart: { firstMs: number; restartMs: number } | null = null;
// The batch jobs need no seeded school of the sizes: they seed their own.
for (const students of only === 'batch' ? [] : sizes) {
  log(`\n== ${students} students: seeding…`);
  const db = await seededDatabase(students);
  log(`   seeded in ${db.seedSeconds} s; starting the server and its ceiling`);
  const serverEnv = benchServerEnv(db);
  if (!attack && !['browser', 'saves', 'reads', 'offline', 'marks'].includes(only)) {
    // With the production throttles and bounds, on its own server so no other scenario counts.
    const defended = await startProcess(entries.server, serverEnv);
    try {
      attack = await signInUnderAttack(defended.url, BENCH_ADMIN, Math.max(seconds, 5));
      log(`    sign-in under attack: p95 ${attack.realP95} ms`);
    } finally {
      await defended.stop();
    }
  }
  if (only === 'attack') {
    await db.stop();
    break;
  }
  if (!restart && (only === '' || only === 'restart')) {
    // npm start's own command, on its own port: the build skipped when nothing changed.
    restart = await restartTime(serverEnv);
    log(`    production restart: ${restart.restartMs} ms to ready (first start ${restart.firstMs} ms)`);
  }
  if (only === 'restart') {
    await db.stop();
    break;
  }
  const server = await startProcess(entries.server, { ...serverEnv, ...OPEN_THROTTLES });
  if (only === 'offline') {
    // The offline register alone (issue 36): its two figures, printed with their targets.
    const o = await offlineTimings(server.url, LOGINS.teacher);
    for (const line of o ? offlineLines(o) : [{ text: 'no Chromium found', ok: false }])
      log(`  ${line.ok ? 'ok  ' : 'MISS'} ${line.text}`);
    await server.stop();
    await db.stop();
    process.exit(0);
  }
  if (only === 'marks') {
    // The grid save and a student's results alone, against their earlier figures (issue 30).
    const client = new pg.Client({ connectionString: benchConnection(db.url, 'driver') });
    await client.connect();
    await measureMarks(client, server.url, await signInEveryRole(server.url), students, { seconds, rounds, log });
    await client.end();
    await server.stop();
    await db.stop();
    continue;
  }
  if (only === 'saves') {
    // The two whole-class saves alone, with and without history: a quick look while working on them.
    const client = new pg.Client({ connectionString: benchConnection(db.url, 'driver') });
    await client.connect();
    const cookies = await signInEveryRole(server.url);
    await measureSaves(client, server.url, cookies, { seconds, rounds, log });
    await client.end();
    await server.stop();
    await db.stop();
    continue;
  }
  const ceiling = await startProcess(entries.ceiling, { DATABASE_URL: benchConnection(db.url, 'ceiling') });
  // The server and the PostgreSQL it serves from, without the backends of the ceiling and of
  // the benchmark itself (named bench-*), which are the same PostgreSQL's children.
  const watcher = new pg.Client({ connectionString: benchConnection(db.url, 'memory') });
  await watcher.connect();
  const ours = async () =>
    (
      await watcher.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE application_name LIKE 'bench-%'")
    ).rows.map((r) => r.pid);
  const tree = sampleTreeMemory(() => [server.pid, db.postmasterPid()], ours);
  try {
    if (only === 'reads') {
      // The read ratios alone: a quick look while working on the session read or a route.
      await readRatios(db, server, ceiling, { seconds, rounds, log, match: arg('reads', '') });
      continue;
    }
    if (only !== 'browser') {
      const r = await measureSize(db, server, ceiling, { seconds, rounds, log });
      await tree.stop();
      const afterTree = await tree.now();
      log(`    serving tree after the scenarios: ${afterTree.totalMb} MB PSS (server ${afterTree.serverMb} MB)`);
      results.push({ ...r, students, peakRssMb: server.peakRssMb(), peakTreeMb: tree.peakMb(), afterTree });
    }
    // Each size in Chromium; the phone once (it measures the sign-in page, not the school's size).
    const b = await browserTimings(
      server.url,
      students,
      { admin: BENCH_ADMIN, student: BENCH_STUDENT },
      browsers.length === 0,
    );
    if (b) browsers.push(b);
  } finally {
    await tree.stop();
    await watcher.end();
    await server.stop();
    await ceiling.stop();
    await db.stop();
  }
}

if (only === 'saves' || only === 'reads' || only === 'marks') process.exit(0);
// After the other scenarios: its busy loops would disturb their figures.
const batch = only === '' || only === 'batch' ? await batchBesideBusyLoops(batchStudents, log) : null;
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const passed = printReport(results, browsers, attack, machine, restart, batch);
mkdirSync('bench/results', { recursive: true });
const file = path.join('bench/results', 'latest.json');
writeFileSync(
  file,
  JSON.stringify(
    { date: new Date().toISOString(), machine, seconds, rounds, results, browsers, attack, restart, batch, passed },
    null,
    2,
  ),
);
log(`\nFigures written to ${file}`);
process.exit(0);
