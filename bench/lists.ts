import path from 'node:path';
import { DEMO_LOGINS } from '../server/src/demo/seed';
import { compiledEntries, OPEN_THROTTLES, type ServerProcess, signIn, startProcess } from './harness';
import { load, median } from './load';

// `npx tsx bench/lists.ts --data-dirs DIR[,DIR...] [--seconds 5 --rounds 3 --connections 1,50 --q Rath]`
// The student list and search as our client's table asks for them (fields=list&count=later) and as the whole
// record, on schools seeded beforehand (`DATA_DIR=DIR npm run seed:demo -- --students N`), each
// served by the compiled server, with one admin session: the answer's size, then req/s and p50
// over loopback, medians of rounds. Every round runs each request on each school in turn, so a
// machine shared with other work slows all of them alike and the comparisons hold.
function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const dataDirs = arg('data-dirs', '.data')
  .split(',')
  .map((d) => path.resolve(d));
const seconds = Number(arg('seconds', '5'));
const rounds = Number(arg('rounds', '3'));
const connectionCounts = arg('connections', '1,50').split(',').map(Number);
const q = arg('q', 'Rath');
const pageSize = arg('page-size', '25');

const REQUESTS: Record<string, string> = {
  'list, whole records': `/api/admin/Students?page=1&pageSize=${pageSize}`,
  'list, as our table asks': `/api/admin/Students?page=1&pageSize=${pageSize}&fields=list&count=later`,
  'search, whole records': `/api/admin/Students?q=${q}&page=1&pageSize=${pageSize}`,
  'search, as our table asks': `/api/admin/Students?q=${q}&page=1&pageSize=${pageSize}&fields=list&count=later`,
};

interface School {
  name: string;
  server: ServerProcess;
  cookie: string;
}

const entry = compiledEntries().server;
const schools: School[] = [];
try {
  for (const dir of dataDirs) {
    const server = await startProcess(entry, {
      ...OPEN_THROTTLES,
      NODE_ENV: 'production',
      SESSION_SECRET: 'benchmark-session-secret-long-enough-for-production',
      DATA_DIR: dir,
      UPLOAD_DIR: path.join(dir, 'uploads'),
      REQUEST_LOG: 'off',
    });
    const cookie = await signIn(server.url, DEMO_LOGINS.admin.id, DEMO_LOGINS.admin.password);
    const counts = await fetch(`${server.url}/api/dashboard`, { headers: { cookie } }).then(
      (r) => r.json() as Promise<{ total_students: number }>,
    );
    schools.push({ name: `${counts.total_students} students`, server, cookie });
  }
  console.log(
    `${seconds} s x ${rounds} rounds per figure, one admin session per school, page size ${pageSize}, search "${q}"`,
  );
  for (const s of schools) {
    console.log(`\n${s.name}: answer sizes`);
    for (const [name, p] of Object.entries(REQUESTS)) {
      const res = await fetch(`${s.server.url}${p}`, { headers: { cookie: s.cookie } });
      const body = await res.arrayBuffer();
      const more = res.headers.get('x-total-count-at-least') ? '+' : '';
      console.log(
        `  ${name.padEnd(24)} ${res.status}  ${(body.byteLength / 1000).toFixed(1)} kB  total ${res.headers.get('x-total-count')}${more}`,
      );
    }
  }
  for (const connections of connectionCounts) {
    const runs = new Map<string, { rps: number; p50: number }[]>();
    for (let r = 0; r < rounds; r++) {
      for (const [name, p] of Object.entries(REQUESTS)) {
        for (const s of schools) {
          const f = await load({ url: `${s.server.url}${p}`, cookie: s.cookie, connections, seconds });
          if (f.errors) throw new Error(`${s.name}, ${name}: ${f.errors} errors`);
          const key = `${s.name}|${name}`;
          runs.set(key, [...(runs.get(key) ?? []), f]);
        }
      }
    }
    console.log(`\n${connections} connection(s):`);
    for (const [key, rs] of runs) {
      const [school, name] = key.split('|');
      const rps = rs.map((x) => x.rps);
      console.log(
        `  ${school.padEnd(16)} ${name.padEnd(24)} req/s ${String(median(rps)).padStart(6)} (${rps.join(', ')})  p50 ${median(rs.map((x) => x.p50))} ms`,
      );
    }
  }
} finally {
  for (const s of schools) await s.server.stop();
}
