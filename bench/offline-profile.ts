import type { CDPSession } from '@playwright/test';

// With --profile, the offline register's last round under Chromium's sampling profiler: where the
// main thread's time went, by function and script, biggest self time first. The figures printed
// beside it are slower by the profiler's own cost.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

/** The top `n` functions by self time (ms), as lines. */
export async function stopProfile(cdp: CDPSession, n = 25): Promise<string[]> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.replace(/^.*\/assets\//, '');
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const byFile = new Map<string, number>();
  for (const [key, ms] of self) {
    const file =
      key
        .split(' ')
        .at(-1)!
        .replace(/:\d+:\d+$/, '') || '(native)';
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => `${ms.toFixed(1)} ms ${k}`);
  return ['by script:', ...top(byFile).slice(0, 12), 'by function:', ...top(self)];
}
