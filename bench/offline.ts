// The offline register's two figures alone (issue 36, docs/offline-register.md), with their targets:
//
//   BENCH_SEED_CACHE=/work/bench-cache npx tsx bench/offline.ts [--students 600] [--timeline] [--profile]
//
// Beside the offline register's figure it prints where the time went (bench/offline-parts.ts);
// --timeline also lists the last round's scripts, kept answers and long tasks in order;
// --profile, the last round's main thread by script and function (bench/offline-profile.ts).
//
// Builds what changed (scripts/build.mjs --if-changed: the app the service worker precaches and
// the compiled server), starts from a seeded school (a copy of the kept one with
// BENCH_SEED_CACHE, seeded and kept on the first run), serves it as production does with the
// open throttles, and measures in Chromium (bench/offline-timings.ts). The machine's load is
// printed beside the figures: on a shared machine they say little without it.
import os from 'node:os';
import { benchServerEnv, compiledEntries, OPEN_THROTTLES, seededDatabase, startProcess } from './harness';
import { LOGINS } from './measure';
import { offlineLines, offlineTimings } from './offline-timings';

const at = process.argv.indexOf('--students');
const students = at > 0 ? Number(process.argv[at + 1]) : 600;
const load = () =>
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} on ${os.cpus().length} cores`;

const entries = compiledEntries();
const db = await seededDatabase(students);
console.log(`== ${students} students, seeded in ${db.seedSeconds} s; ${load()}`);
const server = await startProcess(entries.server, { ...benchServerEnv(db), ...OPEN_THROTTLES });
const passed = await (async () => {
  try {
    const o = await offlineTimings(server.url, LOGINS.teacher);
    const lines = o ? offlineLines(o) : [{ text: 'no Chromium found', ok: false }];
    for (const line of lines) console.log(`  ${line.ok ? 'ok  ' : 'MISS'} ${line.text}`);
    console.log(`== after the figures: ${load()}`);
    return lines.every((l) => l.ok);
  } finally {
    await server.stop();
    await db.stop();
  }
})();
process.exit(passed ? 0 : 1);
