import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@contracts/enums';
import { signedIn } from '../../test/factories';
import { callerRole, routesOf, send } from '../../test/fuzz/route-requests';
import { toJsonSchema } from '../../test/fuzz/arbitrary';
import { testApp } from '../../test/test-app';
import { getPool, observeQueries, query } from './pool';

// Every list, search and lookup the app runs must be servable by an index: each GET route is
// called with typical parameters, every statement it runs is EXPLAINed with sequential scans
// disabled, and a plan that still scans a large table fails.
const ctx = testApp();
const LARGE = new Set([
  'students',
  'teachers',
  'attendance',
  'marks',
  'fees',
  'accounts',
  'admins',
  'assignments',
  'notices',
  'timetables',
  'stored_files',
  'session',
  'guardians',
  'student_guardians',
]);
const callers = new Map<Role, Awaited<ReturnType<typeof signedIn>>>();

beforeAll(async () => {
  for (const role of ['admin', 'teacher', 'student', 'parent'] as const) callers.set(role, await signedIn(ctx, role));
  // The parent is a guardian of the student caller too, so the routes that name a child run their queries.
  await query(
    `INSERT INTO student_guardians (student_id, guardian_id, relation) SELECT $1, id, 'mother' FROM guardians WHERE guardian_id = $2`,
    [callers.get('student')!.loginId, callers.get('parent')!.loginId],
  );
});

function sampleQuery(
  entry: ReturnType<typeof routesOf>[number],
  studentId: string,
  full: boolean,
): Record<string, unknown> {
  if (!entry.spec.query) return {};
  const props = Object.keys(toJsonSchema(entry.spec.query).properties ?? {});
  const samples: Record<string, unknown> = {
    page: 1,
    pageSize: 50,
    q: 'Rath',
    class: 5,
    section: 'A',
    student_id: studentId,
    user_id: callers.get('teacher')!.loginId,
    exam_name: 'Half Yearly',
    date: '2026-11-20',
    attendance_date: '2026-11-20',
    payment_date: '2026-11-20',
  };
  const basic = new Set(['page', 'pageSize', 'student_id', 'user_id', 'class']);
  return Object.fromEntries(props.filter((p) => p in samples && (full || basic.has(p))).map((p) => [p, samples[p]]));
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
function seqScans(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] && LARGE.has(node['Relation Name'])
      ? [node['Relation Name']]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

describe('indexes', () => {
  it('serve every statement of every GET route', async () => {
    const statements = new Map<string, unknown[]>();
    observeQueries((sql, params) => {
      if (/^\s*(SELECT|WITH)/i.test(sql)) statements.set(sql, params);
    });
    try {
      for (const entry of routesOf(ctx.app).filter((r) => r.method === 'get')) {
        const role = callerRole(entry);
        const caller =
          role &&
          (entry.roles as readonly Role[]).includes('student') &&
          !(entry.roles as readonly Role[]).includes('admin')
            ? callers.get('student')!
            : callers.get(role ?? 'admin')!;
        const studentId = callers.get('student')!.loginId;
        for (const full of [false, true]) {
          await send(caller.agent, entry, {
            query: sampleQuery(entry, studentId, full),
            params: { student_id: studentId, id: 1, kind: 'notices', fee_id: 1 },
          });
        }
      }
    } finally {
      observeQueries(null);
    }
    expect(statements.size).toBeGreaterThan(20);
    const client = await getPool().connect();
    const failures: string[] = [];
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      for (const [sql, params] of statements) {
        const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
        const scans = seqScans(rows[0]['QUERY PLAN'][0].Plan);
        if (scans.length) failures.push(`${scans.join(', ')}: ${sql.replace(/\s+/g, ' ').slice(0, 200)}`);
      }
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
    expect(failures).toEqual([]);
  });
});
