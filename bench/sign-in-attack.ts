import http from 'node:http';
import { median } from './load';
import { TARGETS } from './scenarios';

// Sign-in under attack: a crowd of junk sign-ins from one address (fresh IDs, so no per-ID
// limit applies) while a real person signs in from another. Loopback has a whole /8, so the two
// are told apart by their source address (TRUST_PROXY stays off, as in production).
export const ATTACK = { connections: 40, attacker: '127.0.0.1', user: '127.0.0.2' } as const;

export interface AttackFigures {
  realP50: number;
  realP95: number;
  realSignIns: number;
  realFailures: number;
  /** How the junk sign-ins were answered: status -> count. */
  junk: Record<string, number>;
}

function post(url: string, localAddress: string, agent: http.Agent, body: unknown): Promise<number> {
  const data = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      `${url}/api/api/login`,
      {
        method: 'POST',
        localAddress,
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(data);
  });
}

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

export async function signInUnderAttack(
  url: string,
  login: { id: string; password: string },
  seconds: number,
): Promise<AttackFigures> {
  const junk: Record<string, number> = {};
  let running = true;
  let n = 0;
  const attackerAgent = new http.Agent({ keepAlive: true, maxSockets: ATTACK.connections });
  const crowd = Array.from({ length: ATTACK.connections }, async () => {
    while (running) {
      const status = await post(url, ATTACK.attacker, attackerAgent, {
        roll_no: `JUNK${Date.now().toString(36)}${n++}`,
        password: 'junk-password-2026',
      });
      junk[status] = (junk[status] ?? 0) + 1;
    }
  });
  // Let the crowd fill every queue before the real person arrives.
  await new Promise((r) => setTimeout(r, 500));
  const userAgent = new http.Agent({ keepAlive: false });
  const times: number[] = [];
  let realFailures = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until || times.length < 20) {
    const t = performance.now();
    const status = await post(url, ATTACK.user, userAgent, { roll_no: login.id, password: login.password });
    times.push(performance.now() - t);
    if (status !== 200) realFailures++;
    await new Promise((r) => setTimeout(r, 200));
  }
  running = false;
  await Promise.all(crowd);
  attackerAgent.destroy();
  return {
    realP50: Math.round(median(times)),
    realP95: Math.round(p95(times)),
    realSignIns: times.length,
    realFailures,
    junk,
  };
}

export function attackLine(a: AttackFigures): { text: string; ok: boolean } {
  const ok = a.realP95 < TARGETS.signInUnderAttackP95Ms && a.realFailures === 0;
  const junk = Object.entries(a.junk)
    .map(([s, c]) => `${s} x ${c}`)
    .join(', ');
  return {
    ok,
    text: `${ATTACK.connections} concurrent junk sign-ins from one address, a real sign-in from another address: p95 ${a.realP95} ms, p50 ${a.realP50} ms over ${a.realSignIns} sign-ins, ${a.realFailures} failed (target p95 < ${TARGETS.signInUnderAttackP95Ms} ms)  ${ok ? 'ok  ' : 'MISS'}\n    junk answered: ${junk}`,
  };
}
