import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import pg from 'pg';
import { compose } from '../server/src/compose';
import { loadConfig } from '../server/src/config';
import { createPool } from '../server/src/db/pool';
import { listen } from '../server/src/http/listen';
import { benchServerEnv, OPEN_THROTTLES, seededDatabase, signIn } from './harness';
import { LOGINS } from './measure';
import { prepareSaves } from './saves';
import { importDryRunBody, READS } from './scenarios';

// `npx tsx bench/profile.ts [--students 600] [--seconds 3]` (run under `node --cpu-prof` to get a
// profile of the server): the real app in this process on a seeded database, every read scenario
// loaded by autocannon in a process of its own, and the database round trips each request
// makes, counted by wrapping pg's Client.query.
function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const students = Number(arg('students', '600'));
const seconds = Number(arg('seconds', '3'));

let roundTrips = 0;
let trace = false;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  roundTrips++;
  const result = (original as (...a: unknown[]) => unknown).apply(this, args);
  if (trace && result instanceof Promise) {
    const sql = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
    const t = performance.now();
    void result
      .finally(() =>
        console.log(
          `      ${(performance.now() - t).toFixed(1).padStart(6)} ms  ${sql.replace(/\s+/g, ' ').slice(0, 160)}`,
        ),
      )
      .catch(() => undefined);
  }
  return result;
} as typeof original;

const db = await seededDatabase(students);
// Every request's line is written, as a school's server writes it (to standard output here).
const config = loadConfig({ ...benchServerEnv(db), ...OPEN_THROTTLES, LOG_LEVEL: 'info', REQUEST_LOG: 'stdout' });
const pool = createPool(db.url, 10, config.db);
const server = await listen(compose(config, pool).app(), 0, '127.0.0.1');
const where = server.address();
const url = `http://127.0.0.1:${typeof where === 'object' && where ? where.port : 0}`;
const cookies: Record<string, string> = {};
for (const [role, { id, password }] of Object.entries(LOGINS)) cookies[role] = await signIn(url, id, password);
const marksId = (await pool.query("SELECT marks_id FROM marks WHERE student_id = 'S00001' ORDER BY marks_id LIMIT 1"))
  .rows[0].marks_id as number;

// autocannon in its own process, so that its work is not in this process's profile.
const bodyFile = path.join(db.dir, 'dry-run.body');
const dryRun = importDryRunBody();
writeFileSync(bodyFile, dryRun.body);
const autocannon = path.resolve('node_modules/autocannon/autocannon.js');

// Profiled only while a scenario's load runs (not the seeding), one profile per scenario.
const profiles = arg('profiles', path.join(db.dir, 'profiles'));
mkdirSync(profiles, { recursive: true });
const inspector = new Session();
inspector.connect();
await inspector.post('Profiler.enable');
await inspector.post('Profiler.setSamplingInterval', { interval: 200 });
const only = arg('only', '');
for (const s of READS.filter((r) => !only || r.name.includes(only))) {
  const target = url + (typeof s.path === 'string' ? s.path : s.path({ marksId }));
  // A few requests alone first (the last load's queue drained), to count their round trips.
  await new Promise((r) => setTimeout(r, 1500));
  const before = roundTrips;
  const headers: Record<string, string> = { cookie: cookies[s.caller] };
  if (s.upload) Object.assign(headers, { 'content-type': dryRun.contentType, origin: url });
  for (let i = 0; i < 4; i++)
    await fetch(target, {
      method: s.upload ? 'POST' : 'GET',
      headers,
      body: s.upload ? new Uint8Array(dryRun.body) : undefined,
    });
  const perRequest = (roundTrips - before) / 4;
  await inspector.post('Profiler.start');
  const args = [autocannon, '-j', '-c', '50', '-d', String(seconds), '-H', `cookie=${cookies[s.caller]}`];
  if (s.upload)
    args.push('-m', 'POST', '-H', `content-type=${dryRun.contentType}`, '-H', `origin=${url}`, '-i', bodyFile);
  args.push(target);
  // Asynchronously: this process must keep serving while autocannon runs.
  const out = await new Promise<string>((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let text = '';
    child.stdout.on('data', (d: Buffer) => (text += d));
    child.on('exit', () => resolve(text));
  });
  const { profile } = await inspector.post('Profiler.stop');
  writeFileSync(path.join(profiles, `${s.name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`), JSON.stringify(profile));
  const r = JSON.parse(out) as { requests: { average: number }; latency: { p50: number }; non2xx: number };
  console.log(
    `${s.name.padEnd(32)} ${String(perRequest).padStart(2)} round trips/request  ${Math.round(r.requests.average)} req/s  p50 ${r.latency.p50} ms  non2xx ${r.non2xx}`,
  );
}

// The two whole-class saves, as the benchmark sends them (a teacher of class 5, each save
// correcting one child).
if (process.argv.includes('--writes')) {
  for (const save of await prepareSaves(pool, url, cookies.admin, LOGINS.teacher.id, cookies.teacher)) {
    const init = () => ({
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: cookies.teacher },
      body: JSON.stringify(save.body()),
    });
    trace = true;
    await (await fetch(save.url, init())).text();
    trace = false;
    const before = roundTrips;
    const t = performance.now();
    for (let i = 0; i < 10; i++) await (await fetch(save.url, init())).text();
    console.log(
      `${save.name.padEnd(32)} ${(roundTrips - before) / 10} round trips/save, ${((performance.now() - t) / 10).toFixed(1)} ms each alone`,
    );
    await inspector.post('Profiler.start');
    const t2 = performance.now();
    for (let i = 0; i < 60; i++)
      await Promise.all(Array.from({ length: 10 }, () => fetch(save.url, init()).then((r) => r.text())));
    console.log(`${''.padEnd(32)} ${((performance.now() - t2) / 60).toFixed(1)} ms per 10 at once`);
    const { profile } = await inspector.post('Profiler.stop');
    writeFileSync(path.join(profiles, `save-${save.name}.cpuprofile`), JSON.stringify(profile));
  }
}
server.close();
await pool.end();
await db.stop();
process.exit(0);
