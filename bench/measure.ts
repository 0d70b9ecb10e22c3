import bcrypt from 'bcrypt';
import os from 'node:os';
import pg from 'pg';
import { benchConnection, type SeededDatabase, type ServerProcess, signIn, type TreeMemory } from './harness';
import { load, type LoadFigures, median, medianOf } from './load';
import { loadSave, prepareSaves, setHistory } from './saves';
import {
  type Caller,
  importDryRunBody,
  READ_CONNECTIONS,
  READS,
  type ReadScenario,
  type ScenarioContext,
  SIGN_IN_CONNECTIONS,
} from './scenarios';

export interface ReadResult {
  name: string;
  paged?: boolean;
  ours: LoadFigures;
  ceiling: LoadFigures;
}
export interface SizeResult {
  students: number;
  seedSeconds: number;
  reads: ReadResult[];
  register: LoadFigures;
  marksGrid: LoadFigures;
  /** The same saves with the history triggers off, measured in the same run. */
  registerNoHistory: LoadFigures;
  marksGridNoHistory: LoadFigures;
  signIn: { hashMs: number; bound: number; ours: LoadFigures; statusDuring: LoadFigures };
  sessionWritesDuringReads: number;
  readRequests: number;
  /** The server process alone (VmHWM). */
  peakRssMb: number;
  /** The serving tree: the server and its PostgreSQL with every backend (PSS, sampled). */
  peakTreeMb: number;
  /** The serving tree's PSS once the read, write and sign-in scenarios are over (the target's figure). */
  afterTree: TreeMemory;
}

export const LOGINS: Record<Caller, { id: string; password: string }> = {
  admin: { id: 'DEMOADMIN', password: 'demo-admin-2026' },
  teacher: { id: 'T0001', password: 'demo-teacher-2026' },
  student: { id: 'S00001', password: 'demo-student-2026' },
  parent: { id: 'P00001', password: 'demo-parent-2026' },
};
export const BENCH_ADMIN = LOGINS.admin;
export const BENCH_STUDENT = LOGINS.student;

/** A session cookie for each benchmark login. */
export const signInEveryRole = async (url: string): Promise<Record<Caller, string>> =>
  Object.fromEntries(
    await Promise.all(
      (Object.keys(LOGINS) as Caller[]).map(async (c) => [c, await signIn(url, LOGINS[c].id, LOGINS[c].password)]),
    ),
  ) as Record<Caller, string>;

async function sessionWrites(client: pg.Client): Promise<number> {
  // Table statistics are flushed by each backend within a second.
  await new Promise((r) => setTimeout(r, 1500));
  const { rows } = await client.query(
    "SELECT coalesce(n_tup_ins + n_tup_upd, 0)::int AS n FROM pg_stat_user_tables WHERE relname = 'session'",
  );
  return rows[0]?.n ?? 0;
}

export async function measureSize(
  db: SeededDatabase,
  server: ServerProcess,
  ceiling: ServerProcess,
  opts: { seconds: number; rounds: number; log: (s: string) => void },
): Promise<Omit<SizeResult, 'peakRssMb' | 'peakTreeMb' | 'afterTree'>> {
  const cookies = await signInEveryRole(server.url);
  const client = new pg.Client({ connectionString: benchConnection(db.url, 'driver') });
  await client.connect();
  try {
    const { reads, readRequests, sessionWritesDuringReads } = await measureReads(
      client,
      server,
      ceiling,
      cookies,
      opts,
    );

    const saves = await measureSaves(client, server.url, cookies, opts);

    const hashes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await bcrypt.hash('benchmark-password', 12);
      hashes.push(performance.now() - t);
    }
    const hashMs = Math.round(median(hashes));
    const bound = Math.round(((os.availableParallelism() * 1000) / hashMs) * 10) / 10;
    const [ours, statusDuring] = await Promise.all([
      load({
        url: `${server.url}/api/api/login`,
        method: 'POST',
        body: { roll_no: LOGINS.admin.id, password: LOGINS.admin.password },
        connections: SIGN_IN_CONNECTIONS,
        seconds: opts.seconds * 2,
      }),
      // A steady trickle of other requests, to see whether the server stays responsive.
      load({
        url: `${server.url}/api/login/status`,
        cookie: cookies.student,
        connections: 10,
        seconds: opts.seconds * 2,
        rate: 50,
      }),
    ]);
    opts.log(`    sign-in: ${ours.rps} req/s (bcrypt bound ${bound}), status p99 during it ${statusDuring.p99} ms`);
    return {
      students: 0,
      seedSeconds: db.seedSeconds,
      reads,
      ...saves,
      signIn: { hashMs, bound, ours, statusDuring },
      sessionWritesDuringReads,
      readRequests,
    };
  } finally {
    await client.end();
  }
}

/** `match`: only the read scenarios whose name holds it (`--reads "search"`). */
type ReadOptions = { seconds: number; rounds: number; log: (s: string) => void; match?: string };

/**
 * Each read scenario against the server and against its ceiling, side by side, alternating round
 * by round; with the session rows the reads wrote (`npm run bench -- --only reads` runs this alone).
 */
export async function measureReads(
  client: pg.Client,
  server: ServerProcess,
  ceiling: ServerProcess,
  cookies: Record<Caller, string>,
  opts: ReadOptions,
): Promise<{ reads: ReadResult[]; readRequests: number; sessionWritesDuringReads: number }> {
  const scenario: ScenarioContext = {
    marksId: (
      await client.query<{ marks_id: number }>(
        "SELECT marks_id FROM marks WHERE student_id = 'S00001' ORDER BY marks_id LIMIT 1",
      )
    ).rows[0].marks_id,
  };
  const dryRun = importDryRunBody();
  const spec = (base: string, s: ReadScenario) => ({
    url: base + (typeof s.path === 'string' ? s.path : s.path(scenario)),
    cookie: cookies[s.caller],
    connections: READ_CONNECTIONS,
    seconds: opts.seconds,
    ...(s.upload ? { method: 'POST' as const, raw: dryRun, origin: base } : {}),
  });
  const writesBefore = await sessionWrites(client);
  const reads: ReadResult[] = [];
  let readRequests = 0;
  for (const s of READS.filter((r) => !opts.match || r.name.includes(opts.match))) {
    const ours: LoadFigures[] = [];
    const ceil: LoadFigures[] = [];
    // Side by side, alternating, so both see the same machine.
    for (let r = 0; r < opts.rounds; r++) {
      ours.push(await load(spec(server.url, s)));
      ceil.push(await load(spec(ceiling.url, s)));
    }
    readRequests += ours.reduce((n, f) => n + f.rps * opts.seconds, 0);
    reads.push({ name: s.name, paged: s.paged, ours: medianOf(ours), ceiling: medianOf(ceil) });
    const last = reads.at(-1)!;
    opts.log(`    ${s.name}: ${last.ours.rps} req/s p50 ${last.ours.p50} ms (ceiling ${last.ceiling.rps} req/s)`);
  }
  const sessionWritesDuringReads = (await sessionWrites(client)) - writesBefore;
  return { reads, readRequests: Math.round(readRequests), sessionWritesDuringReads };
}

/** The read scenarios alone, each with its ratio to the ceiling. */
export async function readRatios(
  db: SeededDatabase,
  server: ServerProcess,
  ceiling: ServerProcess,
  opts: ReadOptions,
): Promise<void> {
  const cookies = await signInEveryRole(server.url);
  const client = new pg.Client({ connectionString: benchConnection(db.url, 'driver') });
  await client.connect();
  try {
    const r = await measureReads(client, server, ceiling, cookies, opts);
    for (const x of r.reads)
      opts.log(`    ratio ${(x.ours.rps / x.ceiling.rps).toFixed(2)}  ${x.name} (errors ${x.ours.errors})`);
    opts.log(`    session rows written during ${r.readRequests} signed-in reads: ${r.sessionWritesDuringReads}`);
  } finally {
    await client.end();
  }
}

/**
 * The register and grid saves, each with history on and with it off, alternating round by
 * round so both see the same machine: what the history costs a save, measured, not remembered.
 */
export async function measureSaves(
  client: pg.Client,
  url: string,
  cookies: Record<Caller, string>,
  opts: { seconds: number; rounds: number; log: (s: string) => void },
): Promise<Pick<SizeResult, 'register' | 'marksGrid' | 'registerNoHistory' | 'marksGridNoHistory'>> {
  const saves = await prepareSaves(client, url, cookies.admin, LOGINS.teacher.id, cookies.teacher);
  const runs: Record<string, LoadFigures[]> = {};
  // Warmed first (every connection's statements prepared, the server's code compiled), and the
  // order turned each round, so neither side always runs first.
  // At least five rounds: the two sides differ by a few milliseconds, less than one round's noise.
  for (const s of saves) await loadSave(s, cookies.teacher, 1);
  for (let r = 0; r < Math.max(opts.rounds, 5); r++) {
    for (const on of r % 2 ? [false, true] : [true, false]) {
      await setHistory(client, on);
      for (const s of saves) (runs[`${s.name} ${on}`] ??= []).push(await loadSave(s, cookies.teacher, opts.seconds));
    }
  }
  await setHistory(client, true);
  const f = (name: string, on: boolean) => medianOf(runs[`${name} ${on}`]);
  opts.log(
    `    register: p50 ${f('register', true).p50} ms (${f('register', false).p50} without history); grid: p50 ${f('grid', true).p50} ms (${f('grid', false).p50})`,
  );
  return {
    register: f('register', true),
    registerNoHistory: f('register', false),
    marksGrid: f('grid', true),
    marksGridNoHistory: f('grid', false),
  };
}
