import { signIn, sleep } from '../lib/http';
import { makeCallers, uploader } from '../lib/load-mix';
import { RegisterLedger } from '../lib/register-ledger';
import { type Figure, figures } from '../lib/report';
import type { Stack } from '../lib/stack';
import { runUsers, tally } from '../lib/users';

const USERS = 60;
const UPLOADERS = 5;
export const EXIT_TARGET_MS = 10_000;

const ok = (s: number | null) => s !== null && s >= 200 && s < 300;

/**
 * SIGTERM while 60 users and 5 uploaders keep the server busy: every request already under
 * way when the signal came is answered in full, and the process exits (code 0) within 10 s.
 * The users keep sending afterwards, as real clients would; those requests may be refused.
 */
export async function sigtermScenario(stack: Stack, dateBase: number): Promise<Figure[]> {
  const f = figures('SIGTERM under load');
  const server = stack.server;
  const ledger = new RegisterLedger();
  const admin = await signIn(server.url, stack.school.admins[1]);
  const callers = [
    ...(await makeCallers(server.url, stack.school, ledger, USERS, dateBase)),
    ...Array.from({ length: UPLOADERS }, (_, i) => uploader(admin, `sigterm ${i}`, 1_000_000)),
  ];
  let signalled: number | null = null;
  const users = runUsers(server.url, callers, {
    pauseMs: 20,
    stop: () => signalled !== null && (!server.alive() || performance.now() - signalled > 15_000),
  });

  await sleep(3000);
  signalled = performance.now();
  server.signal('SIGTERM');
  // Bounded: a server that does not go by itself is killed after 20 s (and fails the target).
  const force = setTimeout(() => server.signal('SIGKILL'), 20_000);
  const exit = await server.exited;
  clearTimeout(force);
  await users.done;
  const at = signalled;

  const inFlight = users.traces.filter((t) => t.outcome.startedAt < at && t.outcome.endedAt > at);
  const answered = inFlight.filter((t) => ok(t.outcome.status));
  const after = users.traces.filter((t) => t.outcome.startedAt >= at);
  const exitMs = exit.at - at;
  await stack.restart();
  const registers = await ledger.check(stack.pool);

  f.check('requests under way at SIGTERM', inFlight.length, '> 0', inFlight.length > 0);
  f.check(
    'of those, answered in full with 2xx',
    `${answered.length}/${inFlight.length}`,
    'all',
    answered.length === inFlight.length,
  );
  if (answered.length < inFlight.length) f.note('their outcomes', tally(inFlight));
  f.note('longest of them (ms)', Math.max(0, ...inFlight.map((t) => t.outcome.ms)));
  f.check('exit after SIGTERM (ms)', exitMs, `< ${EXIT_TARGET_MS}`, exitMs < EXIT_TARGET_MS);
  f.check('exit code', String(exit.code ?? exit.signal), '0', exit.code === 0);
  f.note('requests sent after SIGTERM', tally(after));
  f.check(
    'registers exactly as last sent',
    `${registers.registers - registers.wrong.length}/${registers.registers}`,
    'all',
    registers.wrong.length === 0,
  );
  return f.rows;
}
