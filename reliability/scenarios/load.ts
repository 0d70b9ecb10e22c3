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

function asRequests(caller: Caller, current: { call: Call | null }): Request[] {
  return [{
    setupRequest: (req) => {
      const call = caller();
      if (call.body !== undefined && typeof call.body !== 'string') throw new Error('the load mix sends JSON bodies only');
      current.call = call;
      return { ...req, method: call.method, path: call.path, headers: call.headers, body: call.body };
    },
    onResponse: (status) => current.call?.answered?.(status),
  }];
}

/**
 * 200 users for 60 s, each sending about a request a second (far busier than a person at a
 * screen): teachers saving whole-class registers, students reading their marks and
 * attendance, admins paging through the students. Afterwards every register must hold exactly
 * the last save sent for it.
 */
export async function loadScenario(stack: Stack, opts: LoadOptions): Promise<Figure[]> {
  const f = figures(`load: ${opts.connections} users x ${opts.rate} req/s, ${opts.seconds} s`);
  const url = stack.server.url;
  const ledger = new RegisterLedger();
  const callers = await makeCallers(url, stack.school, ledger, opts.connections);
  const latencies = new Map<Kind, number[]>();
  const statuses = new Map<Kind, Map<number, number>>();
  const all: number[] = [];

  const setupClient = (client: Client) => {
    const current = { call: null as Call | null };
    client.setRequests(asRequests(callers.shift()!, current));
    client.on('response', (status: number, _bytes: number, ms: number) => {
      const kind = current.call!.kind;
      if (!latencies.has(kind)) latencies.set(kind, []);
      latencies.get(kind)!.push(ms);
      all.push(ms);
      const byStatus = statuses.get(kind) ?? new Map<number, number>();
      statuses.set(kind, byStatus.set(status, (byStatus.get(status) ?? 0) + 1));
    });
  };

  const perGroup = Math.ceil(opts.connections / GROUPS);
  const runs: Promise<Result>[] = [];
  for (let g = 0; g < GROUPS; g++) {
    const connections = Math.min(perGroup, opts.connections - g * perGroup);
    if (connections <= 0) break;
    runs.push(Promise.resolve(autocannon({ url, connections, duration: opts.seconds, timeout: 10, connectionRate: opts.rate, setupClient })));
    await sleep(1000 / GROUPS);
  }
  const results = await Promise.all(runs);
  // Saves still in flight when the clients stopped may commit a moment later.
  await sleep(2000);
  const check = await ledger.check(stack.pool);

  const sum = (pick: (r: Result) => number) => results.reduce((n, r) => n + pick(r), 0);
  const timeouts = sum((r) => r.timeouts);
  const errors = sum((r) => r.errors) - timeouts + sum((r) => r.non2xx);
  f.note('requests answered', all.length);
  f.note('requests per second', all.length / opts.seconds);
  f.check('errors (failed connections, non-2xx answers)', errors, '0', errors === 0);
  f.check('timeouts (10 s)', timeouts, '0', timeouts === 0);
  f.note('latency p50 (ms)', percentile(all, 50));
  f.check('latency p99 (ms)', percentile(all, 99), `< ${LOAD_TARGET_P99_MS}`, all.length > 0 && percentile(all, 99) < LOAD_TARGET_P99_MS);
  f.note('latency max (ms)', Math.max(...all));
  for (const [kind, values] of latencies) {
    const answers = [...(statuses.get(kind) ?? [])].map(([s, n]) => `${n} x ${s}`).join(', ');
    f.note(`${kind}: answers; p99 ms`, `${answers}; ${percentile(values, 99).toFixed(0)}`);
  }
  f.check('registers exactly as last sent', `${check.registers - check.wrong.length}/${check.registers} (${check.rows} rows)`, 'all', check.wrong.length === 0 && check.registers > 0);
  return f.rows;
}
