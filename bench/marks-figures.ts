import type pg from 'pg';
import { loadAverages } from './harness';
import { load, type LoadFigures, medianOf } from './load';
import { LOGINS } from './measure';
import { loadSave, prepareSaves } from './saves';
import { type Caller, READ_CONNECTIONS } from './scenarios';

// Issue 30's target, alone (`npm run bench -- --only marks`): the marks grid save (40 pupils of
// class 5, one corrected per save, as in the whole run) and a student's own results read
// (GET /api/student/marks/S00001 by S00001), with their figures before the school's setup took
// over exams and marks: each p50 within 1.2x of the earlier one.

/** p50 in ms of the whole run before issue 30's exams and marks by the setup (docs/benchmarks.md). */
export const MARKS_EARLIER_P50_MS: Record<number, { grid: number; results: number }> = {
  600: { grid: 38, results: 33.5 },
  20000: { grid: 43, results: 41.5 },
};
const SLOWDOWN = 1.2;

export async function measureMarks(
  client: Pick<pg.Pool, 'query'>,
  url: string,
  cookies: Record<Caller, string>,
  students: number,
  opts: { seconds: number; rounds: number; log: (s: string) => void },
): Promise<{ grid: LoadFigures; results: LoadFigures }> {
  const grid = (await prepareSaves(client, url, cookies.admin, LOGINS.teacher.id, cookies.teacher)).find(
    (s) => s.name === 'grid',
  )!;
  const results = (seconds: number) =>
    load({
      url: `${url}/api/student/marks/S00001`,
      cookie: cookies.student,
      connections: READ_CONNECTIONS,
      seconds,
    });
  // Warmed first, then alternating round by round so both see the same machine.
  await loadSave(grid, cookies.teacher, 1);
  await results(1);
  const runs: { grid: LoadFigures[]; results: LoadFigures[] } = { grid: [], results: [] };
  for (let r = 0; r < opts.rounds; r++) {
    runs.grid.push(await loadSave(grid, cookies.teacher, opts.seconds));
    runs.results.push(await results(opts.seconds));
  }
  const figures = { grid: medianOf(runs.grid), results: medianOf(runs.results) };
  const earlier = MARKS_EARLIER_P50_MS[students];
  const line = (name: string, f: LoadFigures, before: number | undefined) => {
    const ratio = before ? f.p50 / before : undefined;
    const mark = ratio === undefined ? '    ' : ratio <= SLOWDOWN ? 'ok  ' : 'MISS';
    const vs = ratio === undefined ? '' : `, earlier ${before} ms: ${ratio.toFixed(2)}x (target <= ${SLOWDOWN}x)`;
    opts.log(
      `  ${mark} ${students} students, ${name}: p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.rps} req/s, errors ${f.errors}${vs} (${loadAverages()})`,
    );
  };
  line('marks grid save, 40 students', figures.grid, earlier?.grid);
  line("student's own results", figures.results, earlier?.results);
  return figures;
}
