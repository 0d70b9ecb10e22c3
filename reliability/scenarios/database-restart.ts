import { sleep, timed } from '../lib/http';
import { makeCallers } from '../lib/load-mix';
import { RegisterLedger } from '../lib/register-ledger';
import { type Figure, figures } from '../lib/report';
import type { Stack } from '../lib/stack';
import { HANG_LIMIT_MS, runUsers, tally } from '../lib/users';

const USERS = 50;
const DOWN_MS = 5000;
export const QUICK_503_MS = 1000;
export const RECOVERY_TARGET_MS = 5000;

const ok = (s: number | null) => s !== null && s >= 200 && s < 300;

/**
 * PostgreSQL stopped (fast shutdown, as a restart or a crash of the database would look to
 * the app) for 5 s under load and started again. The server must keep its process, answer
 * 503 quickly while the database is away, never hang a request, and serve again, with the
 * same sessions, within 5 s of the database being back.
 */
export async function databaseRestartScenario(stack: Stack, dateBase: number): Promise<Figure[]> {
  const f = figures('database stopped and started under load');
  const url = stack.server.url;
  const ledger = new RegisterLedger();
  const callers = await makeCallers(url, stack.school, ledger, USERS, dateBase);
  let stopping = false;
  const users = runUsers(url, callers, { pauseMs: 100, stop: () => stopping });

  await sleep(3000);
  const stopAsked = performance.now();
  await stack.db.stop();
  const down = performance.now();
  await sleep(DOWN_MS);
  const startAsked = performance.now();
  await stack.db.start();
  const up = performance.now();
  // Until the first answer after the database is back, then a little longer to see it hold.
  let recoveredAt: number | null = null;
  while (recoveredAt === null && performance.now() - up < 30_000) {
    await sleep(50);
    recoveredAt = users.traces.find((t) => t.outcome.startedAt >= up && ok(t.outcome.status))?.outcome.endedAt ?? null;
  }
  await sleep(2000);
  stopping = true;
  await users.done;

  const whileDown = users.traces.filter((t) => t.outcome.startedAt >= down && t.outcome.endedAt <= startAsked);
  const slowestDown = Math.max(0, ...whileDown.map((t) => t.outcome.ms));
  const nonUnavailable = whileDown.filter((t) => t.outcome.status !== 503).length;
  const longest = Math.max(...users.traces.map((t) => t.outcome.ms));
  const hung = users.traces.filter((t) => t.outcome.error === 'timeout').length;
  const errors500 = users.traces.filter(
    (t) => t.outcome.status !== null && t.outcome.status >= 500 && t.outcome.status !== 503,
  ).length;

  // Every user's session is still good: each one's next request is answered as before.
  const after = await Promise.all(
    callers.map(async (caller) => {
      const call = caller();
      const outcome = await timed(
        `${url}${call.path}`,
        { method: call.method, headers: call.headers, body: call.body },
        HANG_LIMIT_MS,
      );
      call.answered?.(outcome.status);
      return outcome.status;
    }),
  );
  await sleep(500);
  const registers = await ledger.check(stack.pool);

  f.check('server process still running', stack.server.alive() ? 'yes' : 'no', 'yes', stack.server.alive());
  f.note('database stop took (ms)', down - stopAsked);
  f.note('answers while it was away', tally(whileDown));
  f.check(
    'answers other than 503 while it was away',
    nonUnavailable,
    '0',
    nonUnavailable === 0 && whileDown.length > 0,
  );
  f.check('slowest answer while it was away (ms)', slowestDown, `< ${QUICK_503_MS}`, slowestDown < QUICK_503_MS);
  f.check('5xx other than 503, whole scenario', errors500, '0', errors500 === 0);
  f.check(
    `longest request (ms; hung past ${HANG_LIMIT_MS / 1000} s: ${hung})`,
    longest,
    '< 10000',
    longest < 10_000 && hung === 0,
  );
  f.note('database start took (ms)', up - startAsked);
  const recovery = recoveredAt === null ? Infinity : recoveredAt - up;
  f.check(
    'first 2xx after the database was back (ms)',
    recoveredAt === null ? 'never' : recovery,
    `< ${RECOVERY_TARGET_MS}`,
    recovery < RECOVERY_TARGET_MS,
  );
  const good = after.filter(ok).length;
  f.check('sessions still valid afterwards', `${good}/${after.length}`, 'all', good === after.length);
  f.check(
    'registers exactly as last sent (or answered 503 and not saved)',
    `${registers.registers - registers.wrong.length}/${registers.registers}`,
    'all',
    registers.wrong.length === 0,
  );
  return f.rows;
}
