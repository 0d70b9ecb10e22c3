import { type Outcome, sleep, timed } from './http';
import type { Call, Caller } from './load-mix';

export interface Trace {
  call: Call;
  /** The last answer (or failure); its start and time count from the first attempt. */
  outcome: Outcome;
  attempts: number;
}

/** A write that carries an Idempotency-Key may be sent again: no answer, or a server in trouble. */
const mayRetry = (call: Call, outcome: Outcome) =>
  'idempotency-key' in call.headers && (outcome.status === null || outcome.status >= 500);

/** A write sent again with its key after no answer or a 5xx, up to `tries` in all: as the offline queue does. */
async function send(baseUrl: string, call: Call, tries: number): Promise<{ outcome: Outcome; attempts: number }> {
  const first = await timed(
    `${baseUrl}${call.path}`,
    { method: call.method, headers: call.headers, body: call.body },
    HANG_LIMIT_MS,
  );
  let last = first;
  let attempts = 1;
  while (attempts < tries && mayRetry(call, last)) {
    await sleep(100 * attempts);
    attempts++;
    last = await timed(
      `${baseUrl}${call.path}`,
      { method: call.method, headers: call.headers, body: call.body },
      HANG_LIMIT_MS,
    );
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
  opts: { pauseMs: number; stop: () => boolean; writeTries?: number },
): { traces: Trace[]; done: Promise<void> } {
  const traces: Trace[] = [];
  const user = async (caller: Caller, offset: number) => {
    await sleep(offset);
    while (!opts.stop()) {
      const call = caller();
      const { outcome, attempts } = await send(baseUrl, call, opts.writeTries ?? 1);
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
