import { RESTART_TARGET_MS } from './restart';
import { type BatchFigures, batchHeading, batchLines } from './batch-busy';
import { type BrowserFigures, browserLines } from './browser';
import type { SizeResult } from './measure';
import { type AttackFigures, attackLine } from './sign-in-attack';
import { READ_CONNECTIONS, REGISTER_P50_EARLIER_MS, TARGETS } from './scenarios';

const pad = (s: string | number, n: number) => String(s).padStart(n);
const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');
// A run that completed nothing (a machine too busy to answer in time) meets no target.
const answered = (f: { rps: number; errors: number }) => f.rps > 0 && f.errors === 0;

/** Prints the figures beside their targets; returns whether every target was met. */
export function printReport(
  results: SizeResult[],
  browsers: BrowserFigures[],
  attack: AttackFigures | null,
  machine: string,
  restart: { firstMs: number; restartMs: number } | null = null,
  batch: BatchFigures | null = null,
): boolean {
  let all = true;
  const check = (ok: boolean) => {
    all &&= ok;
    return mark(ok);
  };
  console.log(`\nMachine: ${machine}. Reads at ${READ_CONNECTIONS} connections; medians of side-by-side rounds.`);
  for (const r of results) {
    console.log(`\n${r.students} students (seeded in ${r.seedSeconds} s)`);
    console.log(
      `  ${'scenario'.padEnd(30)} ${pad('req/s', 7)} ${pad('p50', 5)} ${pad('p99', 5)} ${pad('err', 4)} ${pad('ceiling', 8)} ${pad('ratio', 6)}  target: ratio >= ${TARGETS.ceilingRatio}, no errors`,
    );
    for (const x of r.reads) {
      const ratio = x.ours.rps / x.ceiling.rps;
      const ok = ratio >= TARGETS.ceilingRatio && answered(x.ours);
      console.log(
        `  ${x.name.padEnd(30)} ${pad(x.ours.rps, 7)} ${pad(x.ours.p50, 5)} ${pad(x.ours.p99, 5)} ${pad(x.ours.errors, 4)} ${pad(x.ceiling.rps, 8)} ${pad(ratio.toFixed(2), 6)}  ${check(ok)}`,
      );
    }
    for (const [name, on, off] of [
      ['register save, 40 students', r.register, r.registerNoHistory],
      ['marks grid save, 40 students', r.marksGrid, r.marksGridNoHistory],
    ] as const) {
      const slowdown = on.p50 / Math.max(off.p50, 1);
      console.log(
        `  ${name.padEnd(30)} ${pad(on.rps, 7)} ${pad(on.p50, 5)} ${pad(on.p99, 5)} ${pad(on.errors, 4)}  history off: p50 ${off.p50} ms; on/off ${slowdown.toFixed(2)}x (target <= ${TARGETS.historySlowdown}x)  ${check(slowdown <= TARGETS.historySlowdown && answered(on) && answered(off))}`,
      );
    }
    console.log(
      `  (each save corrects one of the 40 children; the register save took ${REGISTER_P50_EARLIER_MS} ms p50 before the teaching rules, write-time session check, absence notices and history)`,
    );
    const s = r.signIn;
    const share = s.ours.rps / s.bound;
    console.log(
      `  ${'sign-in'.padEnd(30)} ${pad(s.ours.rps, 7)} ${pad(s.ours.p50, 5)} ${pad(s.ours.p99, 5)} ${pad(s.ours.errors, 4)}  bcrypt cost 12: ${s.hashMs} ms a hash -> bound ${s.bound} req/s; reached ${(share * 100).toFixed(0)}% (target >= ${TARGETS.signInShareOfBcryptBound * 100}%)  ${check(share >= TARGETS.signInShareOfBcryptBound)}`,
    );
    console.log(
      `  ${'status during sign-in burst'.padEnd(30)} ${pad(s.statusDuring.rps, 7)} ${pad(s.statusDuring.p50, 5)} ${pad(s.statusDuring.p99, 5)} ${pad(s.statusDuring.errors, 4)}  target p99 < ${TARGETS.statusP99DuringSignInMs} ms  ${check(s.statusDuring.p99 < TARGETS.statusP99DuringSignInMs)}`,
    );
    console.log(`  session rows written during ${r.readRequests} signed-in reads: ${r.sessionWritesDuringReads}`);
    const tree = r.afterTree;
    console.log(
      `  serving tree after the read, write and sign-in scenarios (server + PostgreSQL, PSS): ${tree.totalMb} MB (target <= ${TARGETS.treePssMb} MB)  ${check(tree.totalMb <= TARGETS.treePssMb)}; server ${tree.serverMb} MB, PostgreSQL ${tree.totalMb - tree.serverMb} MB`,
    );
    console.log(`  (peak while they ran: ${r.peakTreeMb} MB PSS; server alone: peak RSS ${r.peakRssMb} MB)`);
  }
  if (results.length >= 2) {
    const [small, big] = [results[0], results.at(-1)!];
    console.log(
      `\nGrowth from ${small.students} to ${big.students} students (p50 and req/s; paged lists and the dashboard: target p50 growth <= ${TARGETS.pageGrowth}x)`,
    );
    for (const x of big.reads) {
      const s = small.reads.find((y) => y.name === x.name)!;
      const growth = x.ours.p50 / Math.max(s.ours.p50, 1);
      const paged = x.paged === true;
      console.log(
        `  ${x.name.padEnd(30)} p50 ${pad(s.ours.p50, 4)} -> ${pad(x.ours.p50, 4)} ms (${growth.toFixed(2)}x)  req/s ${pad(s.ours.rps, 6)} -> ${pad(x.ours.rps, 6)} (${(x.ours.rps / s.ours.rps).toFixed(2)}x)${paged ? `  ${check(growth <= TARGETS.pageGrowth && answered(s.ours) && answered(x.ours))}` : ''}`,
      );
    }
  }
  if (attack) {
    const line = attackLine(attack);
    check(line.ok);
    console.log(`\nSign-in under attack (production throttles): ${line.text}`);
  }
  for (const b of browsers) {
    console.log(`\nIn Chromium at ${b.students} students (medians, cached assets unless said):`);
    for (const line of browserLines(b)) console.log(`  ${check(line.ok)} ${line.text}`);
  }
  if (restart) {
    const ok = restart.restartMs < RESTART_TARGET_MS;
    console.log(
      `\n${check(ok)} production restart with unchanged sources (npm start's command): ${restart.restartMs} ms to ready (< ${RESTART_TARGET_MS}); the first start, building what changed: ${restart.firstMs} ms`,
    );
  }
  if (batch) {
    console.log(`\n${batchHeading(batch)}`);
    for (const line of batchLines(batch)) console.log(`  ${check(line.ok)} ${line.text}`);
  }
  console.log(all ? '\nEvery target met.' : '\nSome targets were missed (MISS above).');
  return all;
}
