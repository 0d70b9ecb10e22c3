import type { Page } from '@playwright/test';

// Where the offline register's time goes (issue 36): read from the page's own clock after each
// reload (Navigation and Resource Timing, the long tasks Chromium reports, the app's marks), so a
// figure over its target says which part to look at: the page from the worker, the code, the
// kept answers (a worker waiting on a network that is not there shows here), or the main thread.

/**
 * Installed before any page script: the main thread's long tasks (over 50 ms) as they happen, and
 * when the page called fetch for each kept answer and how that call ended (an aborted or failed
 * call leaves no Resource Timing entry).
 */
export const LONG_TASKS = `(() => {
  window.__long = [];
  window.__fetches = [];
  const fetched = window.fetch;
  window.fetch = function (input, init) {
    const url = String(input instanceof Request ? input.url : input);
    const call = { url, at: performance.now(), ended: '' };
    window.__fetches.push(call);
    const p = fetched.call(this, input, init);
    p.then(() => (call.ended = 'answered'), (e) => (call.ended = e && e.name));
    return p;
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__long.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

export interface OfflineParts {
  /** What arrived before the row, in order, and the long tasks: printed with --timeline. */
  timeline: string[];
  /** The page's HTML answered (by the worker, from its precache). */
  pageMs: number;
  /** The last script the page loaded before the row answered (entry, router, screens). */
  codeMs: number;
  /** The session check answered (the worker's kept copy). */
  sessionMs: number;
  /** The register's roster answered (the worker's kept copy). */
  rosterMs: number;
  /** The longest of the kept answers, as the worker took it: start to end. */
  slowestAnswerMs: number;
  /** The main thread's long tasks before the row, added up, and how many. */
  longTasksMs: number;
  longTasks: number;
  /** From the last of the above to the row: React's render of the screen after its last input. */
  renderMs: number;
}

interface Timed {
  name: string;
  type: string;
  start: number;
  end: number;
}

/** The parts of one reload whose first row showed at `shownMs` on the page's clock. */
export async function offlineParts(page: Page, shownMs: number): Promise<OfflineParts> {
  const { nav, entries, long, calls } = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      nav: n.responseEnd,
      entries: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
        name: e.name,
        type: e.initiatorType,
        start: e.startTime,
        end: e.responseEnd,
      })),
      long: (window as unknown as { __long: { start: number; ms: number }[] }).__long,
      calls: (window as unknown as { __fetches: { url: string; at: number; ended: string }[] }).__fetches,
    };
  });
  const before = entries.filter((e: Timed) => e.end <= shownMs);
  const api = (path: string) => before.find((e: Timed) => new URL(e.name).pathname === path)?.end ?? 0;
  const code = before.filter((e: Timed) => /\.js$/.test(new URL(e.name).pathname));
  const answers = before.filter((e: Timed) => new URL(e.name).pathname.startsWith('/api/'));
  const codeMs = Math.max(0, ...code.map((e: Timed) => e.end));
  const tasks = long.filter((t) => t.start < shownMs);
  const last = Math.max(nav, codeMs, ...answers.map((e: Timed) => e.end));
  const short = (e: Timed) => new URL(e.name).pathname.replace(/^\/assets\//, '');
  const timeline = [
    ...before.map((e: Timed) => ({ at: e.start, text: `${short(e)} ${Math.round(e.start)}-${Math.round(e.end)} ms` })),
    ...calls
      .filter((c) => c.at < shownMs)
      .map((c) => ({
        at: c.at,
        text: `fetch(${new URL(c.url, 'http://x').pathname}) called at ${Math.round(c.at)} ms, ${c.ended}`,
      })),
    ...tasks.map((t) => ({ at: t.start, text: `long task ${Math.round(t.start)}-${Math.round(t.start + t.ms)} ms` })),
  ]
    .sort((a, b) => a.at - b.at)
    .map((x) => x.text);
  return {
    timeline,
    pageMs: nav,
    codeMs,
    sessionMs: api('/api/login/status'),
    rosterMs: api('/api/attendance/register'),
    slowestAnswerMs: Math.max(0, ...answers.map((e: Timed) => e.end - e.start)),
    longTasksMs: tasks.reduce((n, t) => n + t.ms, 0),
    longTasks: tasks.length,
    renderMs: shownMs - last,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Each part's median over the rounds, one line. */
export function partsLine(rounds: OfflineParts[]): string {
  const m = (k: Exclude<keyof OfflineParts, 'timeline'>) => Math.round(median(rounds.map((r) => r[k])));
  return (
    `page from the worker at ${m('pageMs')} ms, code loaded by ${m('codeMs')} ms, session answered at ${m('sessionMs')} ms, ` +
    `roster at ${m('rosterMs')} ms (slowest kept answer ${m('slowestAnswerMs')} ms), long tasks ${m('longTasksMs')} ms ` +
    `(${m('longTasks')}), render after the last of these ${m('renderMs')} ms`
  );
}
