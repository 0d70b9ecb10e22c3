import { freePort } from '../../server/src/db/embedded';
import { s3Objects } from '../../server/src/storage/s3-objects';
import { startS3Server } from '../../server/test/s3-server';
import { smtpCapture } from '../../server/test/smtp-capture';
import { signIn, sleep } from '../lib/http';
import { makeCallers, uploader } from '../lib/load-mix';
import { RegisterLedger } from '../lib/register-ledger';
import { type Figure, figures, percentile } from '../lib/report';
import { startRoundRobinProxy } from '../lib/round-robin-proxy';
import { type RunningServer, type ServerSettings, startServer, stopServer } from '../lib/server-process';
import type { Stack } from '../lib/stack';
import { mayRetry, runUsers, tally, type Trace } from '../lib/users';

const USERS = 200;
const UPLOADERS = 3;
const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 60);
const SIGN_OUTS = 20;
const MAILS = 60;
// A keyed write cut off by the kill (or by a busy machine) is sent again for up to this long.
const WRITE_BUDGET_MS = 30_000;
const isWrite = (t: Trace) => t.call.method !== 'GET';

const port = (server: RunningServer) => Number(new URL(server.url).port);
const answered = (t: Trace) => t.outcome.status !== null && t.outcome.status < 500;

/** Sign in on A, sign out on A, and at once ask B with the same cookie: B must refuse it. */
async function signOutsAcross(
  a: RunningServer,
  b: RunningServer,
  student: string,
): Promise<{ refused: number; servedBefore: number }> {
  let refused = 0;
  let servedBefore = 0;
  for (let i = 0; i < SIGN_OUTS; i++) {
    const cookie = await signIn(a.url, student);
    if ((await fetch(`${b.url}/api/attendance_s`, { headers: { cookie } })).status === 200) servedBefore++;
    const out = await fetch(`${a.url}/api/admin/logout`, { method: 'POST', headers: { cookie } });
    if (out.status !== 200) continue;
    if ((await fetch(`${b.url}/api/attendance_s`, { headers: { cookie } })).status === 401) refused++;
  }
  return { refused, servedBefore };
}

/** Wrong passwords for one ID, alternately to A and B: the statuses in order. */
async function failuresAcross(a: RunningServer, b: RunningServer): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    const res = await fetch(`${(i % 2 ? b : a).url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ roll_no: 'NOBODY77', password: 'wrong-password-1' }),
    });
    statuses.push(res.status);
  }
  return statuses;
}

/**
 * Two app processes on one PostgreSQL and one S3-compatible store (s3rver on loopback), behind
 * a round-robin proxy: an ended session and the sign-in throttle hold across both; then 200
 * users for 60 s through the proxy, with process A killed (SIGKILL) half-way. No acknowledged
 * write may be lost, B must serve on, and after a lone start-up sweep no object may lack its row.
 */
export async function twoProcessScenario(stack: Stack): Promise<Figure[]> {
  const f = figures(`2 processes, S3 store, proxy; ${USERS} users ${SECONDS} s, SIGKILL of one half-way`);
  const s3 = await startS3Server('school-reliability');
  const bucket = s3Objects(s3.settings);
  // Both processes run a mail worker on the one outbox.
  const smtp = smtpCapture();
  await smtp.start();
  const env = { ...s3.env, SMTP_URL: smtp.url(), MAIL_FROM: 'office@school.example' };
  // The stack's own server keeps its files on disk; it rests while the pair serves.
  if (stack.server.alive()) await stopServer(stack.server);
  const settingsA: ServerSettings = { ...stack.settings, port: await freePort(), env };
  const settingsB: ServerSettings = { ...stack.settings, port: await freePort(), env };
  let a = await startServer(settingsA);
  const b = await startServer(settingsB);
  const proxy = await startRoundRobinProxy([
    { name: 'A', port: port(a) },
    { name: 'B', port: port(b) },
  ]);
  const firstFileId = (await stack.pool.query<{ n: number }>('SELECT coalesce(max(id), 0)::int AS n FROM stored_files'))
    .rows[0].n;
  try {
    await stack.pool.query(
      `INSERT INTO mail_outbox (channel, kind, recipient, subject, body, state, next_attempt_at)
       SELECT 'email', 'pair-check', 'pair' || g || '@example.org', 'Pair check ' || g, 'Sent once.', 'queued', now() FROM generate_series(1, $1::int) g`,
      [MAILS],
    );
    const outs = await signOutsAcross(a, b, stack.school.students[1]);
    f.check(
      'sessions of A served by B; after sign-out on A, refused by B at once',
      `${outs.servedBefore}/${SIGN_OUTS}; ${outs.refused}/${SIGN_OUTS}`,
      'all; all',
      outs.servedBefore === SIGN_OUTS && outs.refused === SIGN_OUTS,
    );
    const statuses = await failuresAcross(a, b);
    const first429 = statuses.indexOf(429) + 1;
    f.check(
      'wrong passwords for one ID alternating A, B: first 429 at attempt',
      `${first429} (${statuses.join(' ')})`,
      '6 (5 failures allowed in all)',
      first429 === 6,
    );

    const admin = await signIn(proxy.url, stack.school.admins[1]);
    const ledger = new RegisterLedger();
    const callers = [
      ...(await makeCallers(proxy.url, stack.school, ledger, USERS, 300)),
      ...Array.from({ length: UPLOADERS }, (_, i) => uploader(admin, `pair ${i}`, 150_000)),
    ];
    let stop = false;
    const started = performance.now();
    // Writes carry their Idempotency-Key and are sent again after no answer, a 5xx or a 409 "still
    // under way", as the app's offline queue does: a write cut off by the kill is written once, on B.
    const run = runUsers(proxy.url, callers, { pauseMs: 1000, stop: () => stop, writeBudgetMs: WRITE_BUDGET_MS });
    await sleep((SECONDS * 1000) / 2);
    const servedByABefore = proxy.served.get('A') ?? 0;
    const killedAt = performance.now();
    a.signal('SIGKILL');
    await a.exited;
    // Until the kernel has torn the process down, a new connection may still land in its accept
    // backlog and be reset unread: such a request is under way at the kill, like one it was serving.
    const goneAt = performance.now();
    const servedByBAtKill = proxy.served.get('B') ?? 0;
    await sleep((SECONDS * 1000) / 2);
    stop = true;
    await run.done;
    const seconds = (performance.now() - started) / 1000;

    const traces = run.traces;
    const before = traces.filter((t) => t.outcome.endedAt < killedAt);
    const inFlight = traces.filter((t) => t.outcome.startedAt < goneAt && t.outcome.endedAt >= killedAt);
    const after = traces.filter((t) => t.outcome.startedAt >= goneAt);
    f.note(
      'requests answered (req/s)',
      `${traces.filter(answered).length} (${(traces.filter(answered).length / seconds).toFixed(1)})`,
    );
    f.check('errors before the kill', before.filter((t) => !answered(t)).length, '0', before.every(answered));
    f.note(
      `requests under way at the kill (or begun in the ${(goneAt - killedAt).toFixed(0)} ms until the process was gone): answered / cut off`,
      `${inFlight.filter(answered).length} / ${inFlight.filter((t) => !answered(t)).length} (${tally(inFlight.filter((t) => !answered(t)))})`,
    );
    f.check(
      'requests begun after the killed process was gone that failed',
      `${after.filter((t) => !answered(t)).length} (${tally(after.filter((t) => !answered(t)))})`,
      '0',
      after.length > 0 && after.every(answered),
    );
    const writes = traces.filter(isWrite);
    // A write still without a final answer once its budget ran out (no answer, a 5xx, "still under way") failed.
    const failedWrites = writes.filter((t) => !answered(t) || mayRetry(t.call, t.outcome));
    f.note(
      `writes sent again with their key (for up to ${WRITE_BUDGET_MS / 1000} s): writes; retried; most tries`,
      `${writes.length}; ${writes.filter((t) => t.attempts > 1).length}; ${Math.max(0, ...writes.map((t) => t.attempts))}`,
    );
    f.check(
      'failed writes, after their retries',
      `${failedWrites.length}${failedWrites.length ? ` (${tally(failedWrites)})` : ''}`,
      '0',
      failedWrites.length === 0,
    );
    f.check(
      'served by A before the kill; by B after it',
      `${servedByABefore}; ${(proxy.served.get('B') ?? 0) - servedByBAtKill}`,
      '> 0; > 0',
      servedByABefore > 0 && (proxy.served.get('B') ?? 0) > servedByBAtKill,
    );
    const ok = traces.filter(answered).map((t) => t.outcome.ms);
    f.note(
      'latency p50 / p99 / max (ms), the shared machine running both',
      `${percentile(ok, 50).toFixed(1)} / ${percentile(ok, 99).toFixed(1)} / ${Math.max(...ok).toFixed(0)}`,
    );

    // Every upload answered 201 has its row and its object; every register is whole.
    const acked = traces
      .filter((t) => t.call.kind === 'notice upload' && t.outcome.status === 201)
      .map((t) => Number((t.outcome.body as { id: number }).id));
    const kept = (
      await stack.pool.query<{ stored_name: string }>(
        'SELECT f.stored_name FROM notices n JOIN stored_files f ON f.id = n.file_id WHERE n.id = ANY($1::bigint[])',
        [acked],
      )
    ).rows.map((r) => r.stored_name);
    const objectNames = new Set((await bucket.list()).map((o) => o.name));
    const lost = acked.length - kept.filter((n) => objectNames.has(n)).length;
    f.check(`acknowledged uploads lost (row or object) of ${acked.length}`, lost, '0', lost === 0);
    const registers = await ledger.check(stack.pool);
    f.check(
      'registers whole and as last acknowledged',
      `${registers.registers - registers.wrong.length}/${registers.registers}`,
      'all',
      registers.wrong.length === 0,
    );

    const pairMails = smtp.received.filter((m) => m.subject.startsWith('Pair check '));
    const distinct = new Set(pairMails.map((m) => m.subject)).size;
    f.check(
      `mails queued once, sent by the two processes' workers: received; distinct`,
      `${pairMails.length}; ${distinct}`,
      `${MAILS}; ${MAILS}`,
      pairMails.length === MAILS && distinct === MAILS,
    );

    // A rejoins while B serves: its sweep keeps young objects, which B may be committing.
    a = await startServer(settingsA);
    await stopServer(b);
    await stopServer(a);
    const rows = async () =>
      new Set(
        (
          await stack.pool.query<{ stored_name: string }>('SELECT stored_name FROM stored_files WHERE id > $1', [
            firstFileId,
          ])
        ).rows.map((r) => r.stored_name),
      );
    const strays = async () => {
      const names = await rows();
      return (await bucket.list()).filter((o) => !names.has(o.name)).length;
    };
    f.note('objects the killed process stored without a committed row', await strays());
    // Then a lone start-up, nothing else serving: the sweep with no grace removes them.
    a = await startServer({ ...settingsA, env: { ...s3.env, UPLOAD_SWEEP_GRACE_MINUTES: '0' } });
    await stopServer(a);
    const orphans = await strays();
    const listed = new Set((await bucket.list()).map((o) => o.name));
    const missing = [...(await rows())].filter((n) => !listed.has(n)).length;
    f.check(
      'after the start-up sweep: orphan objects; rows without their object',
      `${orphans}; ${missing}`,
      '0; 0',
      orphans === 0 && missing === 0,
    );
    f.note('proxy: requests passed on after a refused connection', proxy.retried);
    return f.rows;
  } finally {
    await proxy.close();
    for (const s of [a, b]) if (s.alive()) await stopServer(s);
    await s3.stop();
    await smtp.stop();
  }
}
