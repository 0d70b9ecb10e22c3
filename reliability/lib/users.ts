import { type Outcome, sleep, timed } from './http';
import type { Call, Caller } from './load-mix';

export interface Trace {
  call: Call;
  /** The last answer (or failure); its start and time count from the first attempt. */
  outcome: Outcome;
  attempts: number;
}

/**
 * A write that carries an Idempotency-Key may be sent again while it has no final answer: no
 * answer at all, a server in trouble (5xx), or the server's "a repeat of this key is still under
 * way" (409 with no `conflicts`), which a retry turns into the first attempt's answer once that
 * one commits. As the app's offline queue does (client/src/lib/offline/queue-rules.ts).
 */
export const mayRetry = (call: Call, outcome: Outcome) =>
  'idempotency-key' in call.headers &&
  (outcome.status === null ||
    outcome.status >= 500 ||
    (outcome.status === 409 && !(outcome.body as { conflicts?: unknown } | undefined)?.conflicts));

/** The pause before try `n` (2, 3, ...): doubling from 100 ms to 2 s, with jitter, so retries cut off together do not land together. */
const backoff = (n: number) => Math.min(2_000, 100 * 2 ** (n - 2)) * (0.5 + Math.random() / 2);

/**
 * Sends a call; a keyed write is sent again with its key until it has a final answer or
 * `budgetMs` has passed since its first try (each try still bounded by HANG_LIMIT_MS, and the
 * last by what is left of the budget). The server writes it once whatever the number of tries.
 */
async function send(baseUrl: string, call: Call, budgetMs: number): Promise<{ outcome: Outcome; attempts: number }> {
  const attempt = (limitMs: number) =>
    timed(`${baseUrl}${call.path}`, { method: call.method, headers: call.headers, body: call.body }, limitMs);
  const first = await attempt(HANG_LIMIT_MS);
  const deadline = first.startedAt + budgetMs;
  let last = first;
  let attempts = 1;
  while (mayRetry(call, last)) {
    const pause = backoff(attempts + 1);
    const left = deadline - performance.now() - pause;
    if (left < 1_000) break;
    await sleep(pause);
    attempts++;
    last = await attempt(Math.floor(Math.min(HANG_LIMIT_MS, left)));
  }
  return { outcome: { ...last, startedAt: first.startedAt, ms: last.endedAt - first.startedAt }, attempts };
}

/** No request of ours may take longer; one that does counts as hung. */
export const HANG_LIMIT_MS = 15_000;

/**
 * Runs each caller as a user in a loop (request, answer, a short pause) until `stop()` says so,
 * recording every request with its timing. Used where a scenario must relate each request to
 * an event (the database stopping, a signal), which autocannon's totals cannot.
 */
export function runUsers(
  baseUrl: string,
  callers: Caller[],
  opts: { pauseMs: number; stop: () => boolean; writeBudgetMs?: number },
): { traces: Trace[]; done: Promise<void> } {
  const traces: Trace[] = [];
  const user = async (caller: Caller, offset: number) => {
    await sleep(offset);
    while (!opts.stop()) {
      const call = caller();
      const { outcome, attempts } = await send(baseUrl, call, opts.writeBudgetMs ?? 0);
      call.answered?.(outcome.status);
      traces.push({ call, outcome, attempts });
      await sleep(opts.pauseMs);
    }
  };
  // Started spread over one pause, so the requests do not all arrive together.
  const done = Promise.all(callers.map((c, i) => user(c, (i * opts.pauseMs) / callers.length))).then(() => undefined);
  return { traces, done };
}

/** "N x 200, M x 503, K x ECONNRESET" */
export function tally(traces: Trace[]): string {
  const counts = new Map<string, number>();
  for (const { outcome } of traces) {
    const key = String(outcome.status ?? outcome.error);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return (
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${n} x ${k}`)
      .join(', ') || 'none'
  );
}
