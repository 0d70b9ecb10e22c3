import type { Reporter, TestModule } from 'vitest/node';

// Printed after every `vitest run`: the files that took longest (their tests and hooks, plus the
// time to import them), so whoever waits on the suite sees where its minutes go.
const SHOWN = 12;

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const timed = modules
      .map((m) => {
        const d = m.diagnostic();
        return { file: m.relativeModuleId, seconds: (d.duration + d.collectDuration) / 1000 };
      })
      .sort((a, b) => b.seconds - a.seconds);
    const total = timed.reduce((sum, t) => sum + t.seconds, 0);
    if (timed.length < 2) return;
    console.log(`\nSlowest test files (of ${timed.length}, ${Math.round(total)} s in all, summed over workers):`);
    for (const t of timed.slice(0, SHOWN)) console.log(`  ${t.seconds.toFixed(1).padStart(7)} s  ${t.file}`);
  }
}
