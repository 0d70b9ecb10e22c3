import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@contracts/enums';
import { query, queryOne } from '../../src/db/pool';
import { makeGuardian, makeLogin, makeStudent, signedIn, signedInAs } from '../factories';
import { sendMultipart } from '../files-factories';
import { pastDate } from '../roster-factories';
import { minimalPdf } from '../sample-files';
import { routesOf, send } from '../fuzz/route-requests';
import { testApp } from '../test-app';
import { insertMarksRecord } from '../marks-factories';
import { routeKey, ruleOf } from './route-rules';

/**
 * Two parents against every route the app declares. Parent A has children X and Y, parent B has
 * Y (shared with A) and Z. Each child is in a class of their own, with attendance, marks, a fee
 * and an assignment of that class on file, so a leak of another family's rows would show.
 */
const ctx = testApp();
const routes = routesOf(ctx.app);
type Agent = Awaited<ReturnType<typeof signedInAs>>;
interface Child {
  id: string;
  class: number;
  feeId: number;
  assignmentId: number;
}
const kids: Record<'X' | 'Y' | 'Z', Child> = {} as never;
const parents: Record<'A' | 'B', { agent: Agent; own: Child[]; foreign: Child }> = {} as never;
let admin: Agent;

const key = routeKey;
// Routes answering one child's record whose rows (a ledger's entries) carry no student ID or
// class: the child named is the one answered, proven by its own payment on it below.
const ONE_CHILD = new Set(['GET /api/fees/ledger']);
const declares = (r: { roles: unknown }, role: Role) => Array.isArray(r.roles) && (r.roles as Role[]).includes(role);

beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).agent;
  for (const [name, cls] of [
    ['X', 2],
    ['Y', 3],
    ['Z', 4],
  ] as const) {
    const s = await makeStudent({ class: cls, name: `Child ${name}` });
    const date = pastDate();
    await query(
      `INSERT INTO attendance (student_id, student_name, class, section, attendance_date, status) VALUES ($1, $2, $3, 'A', $4, 'Absent')`,
      [s.student_id, `Child ${name}`, cls, date],
    );
    const [exam] = await query<{ id: number }>(
      'INSERT INTO exams (name, class) VALUES ($1, $2) RETURNING id::int AS id',
      [`Term ${s.student_id}`, cls],
    );
    await insertMarksRecord({
      student_id: s.student_id,
      exam_id: exam.id,
      class: cls,
      section: 'A',
      marks: [90, 80, 70, 60, 50, 40],
    });
    const fee = await admin
      .post('/api/admin/Fee')
      .send({ student_id: s.student_id, amount: 1200, payment_mode: 'Cash', payment_date: date });
    expect(fee.status).toBe(201);
    const fields = {
      title: `Homework ${name}`,
      date: pastDate(),
      description: 'For the parent matrix.',
      class: String(cls),
    };
    const a = await sendMultipart(admin.post('/api/admin/assignments'), fields, {
      filename: 'hw.pdf',
      content: minimalPdf(name),
    });
    expect(a.status).toBe(201);
    kids[name] = {
      id: s.student_id,
      class: cls,
      feeId: fee.body.fee_id,
      assignmentId: a.body.id ?? a.body.assignment_id,
    };
  }
  const gA = await makeGuardian([kids.X.id, kids.Y.id]);
  const gB = await makeGuardian([kids.Y.id, kids.Z.id], { relation: 'mother' });
  for (const g of [gA, gB]) await makeLogin(g.guardian_id, 'parent', g.email);
  parents.A = { agent: await signedInAs(ctx, gA.guardian_id), own: [kids.X, kids.Y], foreign: kids.Z };
  parents.B = { agent: await signedInAs(ctx, gB.guardian_id), own: [kids.Y, kids.Z], foreign: kids.X };
});

const rowsOf = (body: unknown): Record<string, unknown>[] => {
  if (Array.isArray(body)) return body as Record<string, unknown>[];
  return (Object.values((body ?? {}) as Record<string, unknown>).find(Array.isArray) ?? []) as Record<
    string,
    unknown
  >[];
};

describe('parent access matrix', () => {
  it('every route that admits parents names a child, or is one of the few school-wide ones', () => {
    const unruled = routes.filter((r) => declares(r, 'parent') && !ruleOf(r).child && !ruleOf(r).schoolWide).map(key);
    expect(unruled).toEqual([]);
  });

  it.each(routes.filter((r) => r.roles !== 'public' && !declares(r, 'parent')).map((r) => [key(r), r] as const))(
    '%s: both parents get 403',
    async (_n, entry) => {
      for (const p of Object.values(parents)) {
        const res = await send(p.agent, entry, { body: {}, query: {} });
        expect(res.status).toBe(403);
      }
    },
  );

  it.each(routes.filter((r) => ruleOf(r).child).map((r) => [key(r), r] as const))(
    "%s: each parent reaches their own children (the shared one too), and gets 403 for another family's",
    async (_n, entry) => {
      const { field, in: where } = ruleOf(entry).child!;
      const input = (id: string) => (where === 'query' ? { query: { [field]: id } } : { params: { [field]: id } });
      for (const p of Object.values(parents)) {
        const foreign = await send(p.agent, entry, input(p.foreign.id));
        expect(foreign.status, `naming ${p.foreign.id}`).toBe(403);
        for (const child of p.own) {
          const res = await send(p.agent, entry, input(child.id));
          expect(res.status, `naming ${child.id}: ${JSON.stringify(res.body)}`).toBe(200);
          const rows = rowsOf(res.body.user_details ? [res.body.user_details] : res.body);
          expect(rows.length, 'the child has records here').toBeGreaterThan(0);
          if (ONE_CHILD.has(key(entry))) {
            expect(rows.find((row) => row.kind === 'payment')).toMatchObject({ amount: '-1200.00' });
            expect(res.body.balance).toBe((await send(admin, entry, input(child.id))).body.balance);
            continue;
          }
          for (const row of rows) {
            if ('student_id' in row) expect(String(row.student_id).toLowerCase()).toBe(child.id.toLowerCase());
            else expect(row.class).toBe(child.class);
          }
        }
      }
    },
  );

  it('lists each parent exactly their children', async () => {
    for (const p of Object.values(parents)) {
      const res = await p.agent.get('/api/parent/children');
      expect(res.body.map((c: { student_id: string }) => c.student_id).sort()).toEqual(p.own.map((c) => c.id).sort());
    }
  });

  it("opens a child's fee receipt and assignment file, and answers 403 for another family's", async () => {
    for (const p of Object.values(parents)) {
      for (const child of p.own) {
        expect((await p.agent.get(`/api/admin/Fee/${child.feeId}/receipt`)).status).toBe(200);
        expect((await p.agent.get(`/api/files/assignments/${child.assignmentId}`)).status).toBe(200);
      }
      expect((await p.agent.get(`/api/admin/Fee/${p.foreign.feeId}/receipt`)).status).toBe(403);
      expect((await p.agent.get(`/api/files/assignments/${p.foreign.assignmentId}`)).status).toBe(403);
    }
  });

  it('keeps GET /api/attendance closed to parents, and asks a parent to name a child where one is needed', async () => {
    const a = parents.A.agent;
    expect((await a.get('/api/attendance')).status).toBe(403);
    for (const path of ['/api/attendance_s', '/api/assignments', '/api/fees']) {
      const res = await a.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.fields.student_id).toBe('Choose a child.');
    }
    const receipt = await queryOne<{ n: number }>('SELECT count(*)::int AS n FROM fees WHERE student_id = $1', [
      kids.X.id,
    ]);
    expect(receipt!.n).toBe(1);
  });
});
