import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { makeClassOf, pastDate } from '../../../test/roster-factories';
import { testApp } from '../../../test/test-app';

const ctx = testApp();

// Generated input for the attendance and marks endpoints: valid values, near misses, wrong
// types, huge and odd strings, prototype keys. None may answer 5xx or leak internals.
const RUNS = 120;

const oddValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '101',
    '1e400',
    '2024-02-30',
    '9999-12-31',
    '0000-01-01',
    'Present',
    'Absent',
    'A',
    'D',
    '\u0000',
    '../x',
    '__proto__',
  ),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);

// The database is shared with other test files running at the same time: generated input never
// chooses a record id, so it can only ever touch this test's own rows.
function bodies(valid: Record<string, unknown>) {
  const keys = [...Object.keys(valid), '__proto__', 'constructor'];
  const fuzzable = keys.filter((k) => k !== 'id');
  return fc.tuple(fc.subarray(keys), fc.dictionary(fc.constantFrom(...fuzzable), oddValue)).map(([kept, odd]) => {
    const body: Record<string, unknown> = {};
    for (const k of kept) if (k in valid) body[k] = valid[k];
    return { ...body, ...odd };
  });
}

const queries = (keys: string[]) =>
  fc
    .dictionary(
      fc.constantFrom(...keys),
      fc.oneof(fc.string(), fc.constantFrom('5', '11', '-1', 'A', 'asc', 'x', '2024-01-01', '%00', '\u0000', '0')),
      { maxKeys: 5 },
    )
    .map((q) => new URLSearchParams(q).toString());
// Ids no record can have.
const badIds = fc
  .constantFrom('', 'abc', '0', '-1', '1.5', '\u0000', '99999999999999999999', '1e3')
  .map((id) => new URLSearchParams({ id }).toString());

function expectSafe(res: { status: number; text: string }, what: string) {
  expect(res.status, `${what} -> ${res.status} ${res.text.slice(0, 200)}`).toBeLessThan(500);
  expect(res.text).not.toMatch(/at .*\.ts:\d+|SELECT |INSERT |node_modules/);
}

describe('attendance and marks endpoints under generated input', () => {
  it('never answer 5xx to a teacher, whatever the body or query', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const [s] = await makeClassOf(1);
    const ownAttendance = (
      await teacher.agent
        .post('/api/attendance')
        .send({ student_id: s.student_id, class: 7, attendance_date: pastDate(), status: 'Present' })
    ).body.id;
    const ownMarks = (
      await teacher.agent
        .post('/api/admin/marks')
        .send({ student_id: s.student_id, exam_name: 'Own', class: 7, total_marks: 600 })
    ).body.marks_id;
    const attendance = {
      student_id: s.student_id,
      student_name: s.name,
      class: 7,
      attendance_date: pastDate(),
      status: 'Absent',
    };
    const marks = {
      student_id: s.student_id,
      exam_name: 'Fuzz',
      class: 7,
      math: 50,
      english: 50,
      physics: 50,
      chemistry: 50,
      odia: 50,
      hindi: 50,
      total_marks: 600,
    };
    const register = {
      class: 7,
      section: 'B',
      attendance_date: pastDate(),
      entries: [{ student_id: s.student_id, status: 'Present' }],
    };
    const grid = {
      class: 7,
      section: 'B',
      exam_name: 'Fuzz grid',
      total_marks: 600,
      entries: [{ student_id: s.student_id, math: 1, english: 2, physics: 3, chemistry: 4, odia: 5, hindi: 6 }],
    };

    const writes: [string, 'post' | 'put', Record<string, unknown>][] = [
      ['/api/attendance', 'post', attendance],
      ['/api/attendance', 'put', { ...attendance, id: ownAttendance }],
      ['/api/attendance/register', 'put', register],
      ['/api/admin/marks', 'post', marks],
      ['/api/admin/marks', 'put', { ...marks, id: ownMarks }],
      ['/api/admin/marks/grid', 'put', grid],
    ];
    for (const [path, method, valid] of writes) {
      await fc.assert(
        fc.asyncProperty(bodies(valid), async (body) => {
          expectSafe(await teacher.agent[method](path).send(body), `${method} ${path} ${JSON.stringify(body)}`);
        }),
        { numRuns: RUNS },
      );
    }

    const reads: [string, string[]][] = [
      ['/api/attendance', ['q', 'sort', 'order', 'page', 'pageSize', 'class', 'section', 'date', 'student_id']],
      ['/api/attendance/register', ['class', 'section', 'date']],
      ['/api/admin/marks', ['q', 'sort', 'order', 'page', 'pageSize', 'class', 'section', 'exam_name', 'student_id']],
      ['/api/admin/marks/grid', ['class', 'section', 'exam_name']],
    ];
    for (const [path, keys] of reads) {
      await fc.assert(
        fc.asyncProperty(queries(keys), async (qs) => {
          expectSafe(await teacher.agent.get(`${path}?${qs}`), `GET ${path}?${qs}`);
        }),
        { numRuns: RUNS },
      );
    }
    for (const path of ['/api/attendance', '/api/admin/marks']) {
      await fc.assert(
        fc.asyncProperty(badIds, async (qs) => {
          const res = await teacher.agent.delete(`${path}?${qs}`);
          expectSafe(res, `DELETE ${path}?${qs}`);
          expect(res.status).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: 20 },
      );
    }
  }, 240_000);
});
