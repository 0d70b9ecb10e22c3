import autocannon, { type Client, type Request, type Result } from 'autocannon';
import { sleep } from '../lib/http';
import { type Call, type Caller, type Kind, makeCallers } from '../lib/load-mix';
import { RegisterLedger } from '../lib/register-ledger';
import { type Figure, figures, percentile } from '../lib/report';
import type { Stack } from '../lib/stack';

export const LOAD_TARGET_P99_MS = 500;

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Requests per second of each connection. */
  rate: number;
}

// autocannon paces a rate-limited connection by a one-second timer started with it, so the
// connections of one instance all fire at the start of each second. The users are split over
// GROUPS instances started evenly across a second, so their requests arrive spread out.
const GROUPS = 20;
const SATURATION_SECONDS = 10;

function asRequests(caller: Caller, current: { call: Call | null }): Request[] {
  return [
    {
      setupRequest: (req) => {
        const call = caller();
        if (call.body !== undefined && typeof call.body !== 'string')
          throw new Error('the load mix sends JSON bodies only');
        current.call = call;
        return { ...req, method: call.method, path: call.path, headers: call.headers, body: call.body };
      },
      onResponse: (status) => current.call?.answered?.(status),
    },
  ];
}

interface Measured {
  latencies: Map<Kind, number[]>;
  statuses: Map<Kind, Map<number, number>>;
  all: number[];
  errors: number;
  timeouts: number;
}

/** Runs the users through autocannon, each at `rate` requests a second or, without, flat out. */
async function drive(url: string, callers: Caller[], seconds: number, rate?: number): Promise<Measured> {
  const m: Measured = { latencies: new Map(), statuses: new Map(), all: [], errors: 0, timeouts: 0 };
  const queue = [...callers];
  const setupClient = (client: Client) => {
    const current = { call: null as Call | null };
    client.setRequests(asRequests(queue.shift()!, current));
    client.on('response', (status: number, _bytes: number, ms: number) => {
      const kind = current.call!.kind;
      if (!m.latencies.has(kind)) m.latencies.set(kind, []);
      m.latencies.get(kind)!.push(ms);
      m.all.push(ms);
      const byStatus = m.statuses.get(kind) ?? new Map<number, number>();
      m.statuses.set(kind, byStatus.set(status, (byStatus.get(status) ?? 0) + 1));
    });
  };
  const groups = rate ? GROUPS : 1;
  const perGroup = Math.ceil(callers.length / groups);
  const runs: Promise<Result>[] = [];
  for (let g = 0; g * perGroup < callers.length; g++) {
    const connections = Math.min(perGroup, callers.length - g * perGroup);
    runs.push(
      Promise.resolve(
        autocannon({ url, connections, duration: seconds, timeout: 10, connectionRate: rate, setupClient }),
      ),
    );
    if (rate) await sleep(1000 / groups);
  }
  for (const r of await Promise.all(runs)) {
    m.timeouts += r.timeouts;
    m.errors += r.errors - r.timeouts + r.non2xx;
  }
  return m;
}

/**
 * 200 users for 60 s, each sending about a request a second (far busier than a person at a
 * screen): teachers saving whole-class registers, students reading their marks and
 * attendance, admins paging through the students. Then, for the record, the same users flat
 * out for 10 s: what this machine can take. Afterwards every register must hold exactly the
 * last save sent for it.
 */
export async function loadScenario(stack: Stack, opts: LoadOptions): Promise<Figure[]> {
  const f = figures(`load: ${opts.connections} users x ${opts.rate} req/s, ${opts.seconds} s`);
  const url = stack.server.url;
  const ledger = new RegisterLedger();
  const callers = await makeCallers(url, stack.school, ledger, opts.connections);

  const m = await drive(url, callers, opts.seconds, opts.rate);
  f.note('requests answered', m.all.length);
  f.note('requests per second', m.all.length / opts.seconds);
  f.check('errors (failed connections, non-2xx answers)', m.errors, '0', m.errors === 0);
  f.check('timeouts (10 s)', m.timeouts, '0', m.timeouts === 0);
  f.note('latency p50 (ms)', percentile(m.all, 50));
  const p99 = percentile(m.all, 99);
  f.check('latency p99 (ms)', p99, `< ${LOAD_TARGET_P99_MS}`, m.all.length > 0 && p99 < LOAD_TARGET_P99_MS);
  f.note('latency max (ms)', Math.max(0, ...m.all));
  for (const [kind, values] of m.latencies) {
    const answers = [...(m.statuses.get(kind) ?? [])].map(([s, n]) => `${n} x ${s}`).join(', ');
    f.note(`${kind}: answers; p99 ms`, `${answers}; ${percentile(values, 99).toFixed(0)}`);
  }

  const flat = await drive(url, callers, SATURATION_SECONDS);
  f.note(`flat out, ${SATURATION_SECONDS} s: requests per second`, flat.all.length / SATURATION_SECONDS);
  f.note(
    `flat out: latency p50 / p99 (ms)`,
    `${percentile(flat.all, 50).toFixed(0)} / ${percentile(flat.all, 99).toFixed(0)}`,
  );
  f.check('flat out: errors and timeouts', flat.errors + flat.timeouts, '0', flat.errors + flat.timeouts === 0);

  // Saves still in flight when the clients stopped may commit a moment later.
  await sleep(2000);
  const check = await ledger.check(stack.pool);
  f.check(
    'registers exactly as last sent',
    `${check.registers - check.wrong.length}/${check.registers} (${check.rows} rows)`,
    'all',
    check.wrong.length === 0 && check.registers > 0,
  );
  return f.rows;
}
