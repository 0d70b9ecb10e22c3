import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeGuardian, makeStudent, makeTeacher, signedIn } from '../../test/factories';
import { taggedStudents } from '../../test/people-factories';
import { testApp } from '../../test/test-app';

const ctx = testApp();

// What the student table draws: its columns, and the status its row actions and status column
// read (with the withdrawal's date and reason on a withdrawn student's row).
const STUDENT_LIST_FIELDS = [
  'address',
  'class',
  'dob',
  'email',
  'father_name',
  'gender',
  'mobile',
  'mother_name',
  'name',
  'section',
  'status',
  'student_id',
];
const WITHDRAWAL_FIELDS = ['withdraw_reason', 'withdrawn_on'];
const STUDENT_RECORD_FIELDS = [...STUDENT_LIST_FIELDS, ...WITHDRAWAL_FIELDS, 'auto_id', 'guardians'].sort();
const TEACHER_FIELDS = [
  'class',
  'class_teacher',
  'email',
  'gender',
  'joining_date',
  'mobile',
  'name',
  'subject',
  'teacher_id',
];

/** A student with a guardian, named by a tag of their own so a search finds only them. */
async function studentWithGuardian() {
  const tag = `Lf${randomUUID().slice(0, 8)}`;
  const s = await makeStudent({ name: `Ravi ${tag}` });
  const g = await makeGuardian([s.student_id]);
  return { ...s, tag, guardianId: g.guardian_id };
}

describe("a list asked for with fields=list (our client's tables) carries the table's columns", () => {
  it('GET /api/admin/Students?fields=list answers each student without guardians or the internal id', async () => {
    const { agent } = await signedIn(ctx, 'admin');
    const s = await studentWithGuardian();
    const res = await agent.get('/api/admin/Students').query({ q: s.tag, page: 1, pageSize: 25, fields: 'list' });
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.body).toHaveLength(1);
    expect(Object.keys(res.body[0]).sort()).toEqual(STUDENT_LIST_FIELDS);
    expect(res.body[0]).toMatchObject({ student_id: s.student_id, name: `Ravi ${s.tag}`, status: 'active' });
    const withdrawn = await agent
      .post('/api/admin/Students/withdraw')
      .send({ student_id: s.student_id, withdrawn_on: '2024-01-10', reason: 'Moved away' });
    expect(withdrawn.status).toBe(200);
    const [row] = (
      await agent
        .get('/api/admin/Students')
        .query({ q: s.tag, status: 'withdrawn', page: 1, pageSize: 25, fields: 'list' })
    ).body;
    expect(Object.keys(row).sort()).toEqual([...STUDENT_LIST_FIELDS, ...WITHDRAWAL_FIELDS].sort());
    expect(row).toMatchObject({ status: 'withdrawn', withdrawn_on: '2024-01-10', withdraw_reason: 'Moved away' });
  });

  it("the spec's plain GET /api/admin/Students, a paged call without fields, and ?student_id= keep the whole record with guardians", async () => {
    const { agent } = await signedIn(ctx, 'admin');
    const s = await studentWithGuardian();
    const full = (body: Record<string, unknown>[]) => {
      const row = body.find((r) => r.student_id === s.student_id)!;
      expect(Object.keys(row).sort()).toEqual(STUDENT_RECORD_FIELDS);
      expect(row.guardians).toEqual([expect.objectContaining({ guardian_id: s.guardianId, relation: 'father' })]);
    };
    full((await agent.get('/api/admin/Students').query({ q: s.tag })).body);
    full((await agent.get('/api/admin/Students').query({ q: s.tag, page: 1, pageSize: 25 })).body);
    full((await agent.get('/api/admin/Students').query({ student_id: s.student_id })).body);
  });

  it("GET /api/admin/Teachers answers the table's columns with fields=list and without it", async () => {
    const { agent } = await signedIn(ctx, 'admin');
    const t = await makeTeacher({ name: `Asha Lf${randomUUID().slice(0, 8)}` });
    for (const extra of [{ fields: 'list', page: 1, pageSize: 25 }, {}]) {
      const res = await agent.get('/api/admin/Teachers').query({ q: t.email, ...extra });
      expect(res.status).toBe(200);
      expect(res.body.map((r: object) => Object.keys(r).sort())).toEqual([TEACHER_FIELDS]);
    }
  });

  it('refuses a fields or count value it does not know with 400', async () => {
    const { agent } = await signedIn(ctx, 'admin');
    const res = await agent.get('/api/admin/Students').query({ fields: 'everything', count: 'never' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['count', 'fields']);
  });
});

describe("a search's first page asked for with count=later (our client's tables)", () => {
  it('is not counted: one row past the page says more follow; the next page is counted, and a short first page is exact', async () => {
    const { agent } = await signedIn(ctx, 'admin');
    const tag = await taggedStudents(60);
    const ask = (extra: Record<string, unknown>) =>
      agent.get('/api/admin/Students').query({ q: tag, fields: 'list', count: 'later', ...extra });
    const first = await ask({ page: 1, pageSize: 25 });
    expect(first.body).toHaveLength(25);
    expect([first.headers['x-total-count'], first.headers['x-total-count-at-least']]).toEqual(['25', 'true']);
    const second = await ask({ page: 2, pageSize: 25 });
    expect(second.body.map((r: { name: string }) => r.name)).toEqual(
      Array.from({ length: 25 }, (_, i) => `${tag} ${String(i + 26).padStart(5, '0')}`),
    );
    expect([second.headers['x-total-count'], second.headers['x-total-count-at-least']]).toEqual(['60', undefined]);
    const whole = await ask({ page: 1, pageSize: 60 });
    expect([whole.body.length, whole.headers['x-total-count'], whole.headers['x-total-count-at-least']]).toEqual([
      60,
      '60',
      undefined,
    ]);
    // Without count=later (the spec's client, other callers) the first page is counted as before.
    const counted = await agent.get('/api/admin/Students').query({ q: tag, page: 1, pageSize: 25 });
    expect([counted.headers['x-total-count'], counted.headers['x-total-count-at-least']]).toEqual(['60', undefined]);
  });
});
