import express from 'express';
import supertest from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '@contracts/enums';
import { actingAs, query, transaction } from '../db/pool';
import { clock } from '../lib/clock';
import { makeUser, PASSWORD } from '../../test/factories';
import { multipart } from '../../test/files-factories';
import { liveServer, slowDownload, slowRequest } from '../../test/live-server';
import { makeClassOf, pastDate } from '../../test/roster-factories';
import { minimalPdf } from '../../test/sample-files';
import { testApp } from '../../test/test-app';
import { sessionsRepo } from '../modules/auth/accounts.repo';
import { errorHandler } from './errors';
import { PgSessionStore } from './session-store';

// Two apps on one database stand for two server processes behind one proxy.
const ctx = testApp();
const other = testApp();
const live = liveServer(() => ctx.app);
const TEACHER_READ = '/api/attendance?class=6&section=A';

afterEach(() => clock.reset());

async function signIn(role: Role) {
  const user = await makeUser(role);
  const res = await supertest(ctx.app).post('/api/api/login').send({ roll_no: user.loginId, password: PASSWORD });
  expect(res.status).toBe(200);
  const cookie = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  return { ...user, cookie };
}

const sessionRows = async (accountId: number) =>
  (
    await query<{ n: number }>(
      "SELECT count(*)::int AS n FROM session WHERE (sess->'user'->>'accountId')::bigint = $1",
      [accountId],
    )
  )[0]!.n;

/** Whether a cookie still opens anything, asked of both "processes". */
async function stillSignedIn(cookie: string, protectedPath: string): Promise<string[]> {
  const open: string[] = [];
  for (const [name, app] of [
    ['this process', ctx.app],
    ['another process', other.app],
  ] as const) {
    const status = await supertest(app).get('/api/login/status').set('Cookie', cookie);
    if (status.body.isLoggedIn !== false) open.push(`${name}: status says signed in`);
    const res = await supertest(app).get(protectedPath).set('Cookie', cookie);
    if (res.status !== 401) open.push(`${name}: ${protectedPath} answered ${res.status}`);
  }
  return open;
}

async function registerBody() {
  const students = await makeClassOf(2, 6, 'A');
  return {
    class: 6,
    section: 'A',
    attendance_date: pastDate(),
    entries: students.map((s) => ({ student_id: s.student_id, status: 'Absent' })),
  };
}

const savedRegisterRows = async (body: { attendance_date: string; entries: { student_id: string }[] }) =>
  (
    await query('SELECT 1 FROM attendance WHERE attendance_date = $1 AND student_id = ANY($2)', [
      body.attendance_date,
      body.entries.map((e) => e.student_id),
    ])
  ).length;

describe('a slow request in flight when the session ends', () => {
  // Idle past the minute after which a request writes lastSeenAt back: the write that revived rows.
  const idle = () => clock.advance(61_000);

  it('logout: the request is refused, nothing it sent is saved, and the session stays ended', async () => {
    const teacher = await signIn('teacher');
    const body = await registerBody();
    idle();
    const put = slowRequest(live.port(), 'PUT', '/api/attendance/register', teacher.cookie, body);
    await put.started();
    expect((await supertest(ctx.app).post('/api/admin/logout').set('Cookie', teacher.cookie)).status).toBe(200);
    const answer = await put.finish();
    expect(answer.status, answer.text).toBe(401);
    expect(await savedRegisterRows(body)).toBe(0);
    expect(await stillSignedIn(teacher.cookie, TEACHER_READ)).toEqual([]);
    expect(await sessionRows(teacher.accountId)).toBe(0);
  });

  it('password change by another admin: the changed admin’s request is refused and the session stays ended', async () => {
    const target = await signIn('admin');
    const changer = await signIn('admin');
    const body = await registerBody();
    idle();
    const put = slowRequest(live.port(), 'PUT', '/api/attendance/register', target.cookie, body);
    await put.started();
    const change = await supertest(ctx.app).put('/api/admin_signup').set('Cookie', changer.cookie).send({
      user_id: target.loginId,
      name: 'Test Admin',
      email: target.email,
      mobile_no: '9000000000',
      password: 'a-brand-new-password',
    });
    expect(change.status, change.text).toBe(200);
    expect((await put.finish()).status).toBe(401);
    expect(await savedRegisterRows(body)).toBe(0);
    expect(await stillSignedIn(target.cookie, '/api/dashboard')).toEqual([]);
    expect(await sessionRows(target.accountId)).toBe(0);
  });

  it('deletion of the teacher: the deleted teacher’s request is refused and the session stays ended', async () => {
    const teacher = await signIn('teacher');
    const admin = await signIn('admin');
    const body = await registerBody();
    idle();
    const put = slowRequest(live.port(), 'PUT', '/api/attendance/register', teacher.cookie, body);
    await put.started();
    expect(
      (await supertest(ctx.app).delete(`/api/Teachers/${teacher.loginId}`).set('Cookie', admin.cookie)).status,
    ).toBe(200);
    expect((await put.finish()).status).toBe(401);
    expect(await savedRegisterRows(body)).toBe(0);
    expect(await stillSignedIn(teacher.cookie, TEACHER_READ)).toEqual([]);
    expect(await sessionRows(teacher.accountId)).toBe(0);
  });

  it('logout during a slow download: the download may finish, the session does not come back', async () => {
    const admin = await signIn('admin');
    const pdf = Buffer.concat([minimalPdf('Big notice'), Buffer.alloc(9 * 1024 * 1024, 0x20)]);
    const { body, contentType } = multipart({ title: 'Big notice' }, { filename: 'big.pdf', content: pdf });
    const upload = await supertest(ctx.app)
      .post('/api/admin/notices')
      .set('Cookie', admin.cookie)
      .set('Content-Type', contentType)
      .send(body);
    expect(upload.status, upload.text).toBe(201);
    idle();
    const download = slowDownload(live.port(), upload.body.file_url, admin.cookie);
    await download.started;
    expect((await supertest(ctx.app).post('/api/admin/logout').set('Cookie', admin.cookie)).status).toBe(200);
    expect(await download.resume()).toEqual({ status: 200, bytes: pdf.length });
    expect(await stillSignedIn(admin.cookie, '/api/dashboard')).toEqual([]);
    expect(await sessionRows(admin.accountId)).toBe(0);
  });
});

describe('requests right after the end, in this process and another', () => {
  const ROUNDS = 12;

  it('logout ends the session at once everywhere, round after round', async () => {
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const admin = await signIn('admin');
      // Both "processes" have just served the session, so any cache of it is warm.
      for (const app of [ctx.app, other.app])
        expect((await supertest(app).get('/api/dashboard').set('Cookie', admin.cookie)).status).toBe(200);
      await supertest(ctx.app).post('/api/admin/logout').set('Cookie', admin.cookie);
      failures.push(...(await stillSignedIn(admin.cookie, '/api/dashboard')).map((f) => `round ${round}: ${f}`));
    }
    expect(failures).toEqual([]);
  });

  it('a password change and a deletion end the sessions at once everywhere, round after round', async () => {
    const changer = await signIn('admin');
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const target = await signIn('admin');
      const teacher = await signIn('teacher');
      for (const app of [ctx.app, other.app]) {
        expect((await supertest(app).get('/api/dashboard').set('Cookie', target.cookie)).status).toBe(200);
        expect((await supertest(app).get('/api/login/status').set('Cookie', teacher.cookie)).body.isLoggedIn).toBe(
          true,
        );
      }
      // Reads racing the change: whatever they answer, none may bring the session back.
      const racing = [ctx.app, other.app].map((app) =>
        supertest(app)
          .get('/api/dashboard')
          .set('Cookie', target.cookie)
          .then(() => undefined),
      );
      await supertest(other.app)
        .put('/api/admin_signup')
        .set('Cookie', changer.cookie)
        .send({
          user_id: target.loginId,
          name: 'Test Admin',
          email: target.email,
          mobile_no: '9000000000',
          password: `new-password-${round}`,
        });
      await supertest(other.app).delete(`/api/Teachers/${teacher.loginId}`).set('Cookie', changer.cookie);
      await Promise.all(racing);
      failures.push(
        ...(await stillSignedIn(target.cookie, '/api/dashboard')).map((f) => `round ${round}, password: ${f}`),
      );
      failures.push(...(await stillSignedIn(teacher.cookie, TEACHER_READ)).map((f) => `round ${round}, deleted: ${f}`));
    }
    expect(failures).toEqual([]);
  });

  it('the session of the admin who changed their own password keeps working', async () => {
    const admin = await signIn('admin');
    const change = await supertest(ctx.app).put('/api/admin_signup').set('Cookie', admin.cookie).send({
      user_id: admin.loginId,
      name: 'Test Admin',
      email: admin.email,
      mobile_no: '9000000000',
      password: 'my-own-new-password',
    });
    expect(change.status).toBe(200);
    for (const app of [ctx.app, other.app])
      expect((await supertest(app).get('/api/dashboard').set('Cookie', admin.cookie)).status).toBe(200);
    // Its next save (lastSeenAt, a minute later) must not undo that either.
    clock.advance(61_000);
    expect((await supertest(ctx.app).get('/api/dashboard').set('Cookie', admin.cookie)).status).toBe(200);
    expect((await supertest(other.app).get('/api/dashboard').set('Cookie', admin.cookie)).status).toBe(200);
  });

  it('a sign-in checked against the password just before it changed gets no session', async () => {
    const user = await makeUser('admin');
    const store = new PgSessionStore(ctx.pool, 60_000);
    const sess = {
      cookie: { originalMaxAge: null },
      user: { accountId: user.accountId, loginId: user.loginId, role: 'admin' as const, email: user.email },
    };
    const [{ session_generation: before }] = await query<{ session_generation: number }>(
      'SELECT session_generation FROM accounts WHERE id = $1',
      [user.accountId],
    );
    await sessionsRepo.endForAccount(user.accountId);
    expect(await store.create(`race-${user.accountId}`, sess as never, user.accountId, before!)).toBe(false);
    expect(await sessionRows(user.accountId)).toBe(0);
    const [{ session_generation: after }] = await query<{ session_generation: number }>(
      'SELECT session_generation FROM accounts WHERE id = $1',
      [user.accountId],
    );
    expect([before, after]).toEqual([0, 1]);
    expect(await store.create(`fresh-${user.accountId}`, sess as never, user.accountId, after!)).toBe(true);
    expect(await store.isLive(`fresh-${user.accountId}`)).toBe(true);
  });

  it('a logout or password change racing a write waits until the write has committed', async () => {
    const teacher = await signIn('teacher');
    const sid = decodeURIComponent(/sms\.sid=([^;]+)/.exec(teacher.cookie)![1])
      .slice(2)
      .split('.')[0];
    const refused = () => new Error('refused');
    const precondition = {
      sql: (literal: (v: string) => string) => PgSessionStore.liveAndLocked(sid, literal),
      refused,
      held: false,
    };
    // Another connection tries the end while the write's transaction is open; it may not get through.
    const tryEnd = async (sql: string) => {
      const client = await ctx.pool.connect();
      try {
        await client.query("SET lock_timeout = '300ms'");
        await client.query(sql, [teacher.accountId]);
        return 'went through';
      } catch (err) {
        return (err as { code?: string }).code;
      } finally {
        client.release();
      }
    };
    const blocked = await actingAs(
      teacher.loginId,
      () =>
        transaction(async () => [
          await tryEnd('UPDATE accounts SET session_generation = session_generation + 1 WHERE id = $1'),
          await tryEnd("DELETE FROM session WHERE (sess -> 'user' ->> 'accountId')::bigint = $1"),
        ]),
      precondition,
    );
    expect(precondition.held).toBe(true);
    expect(blocked).toEqual(['55P03', '55P03']);
    // Once it is ended, the next write is refused in the round trip that begins it.
    await sessionsRepo.endForAccount(teacher.accountId);
    const again = { ...precondition, held: false };
    await expect(actingAs(teacher.loginId, () => transaction(async () => 'wrote'), again)).rejects.toThrow('refused');
    expect(again.held).toBe(false);
  });

  it('two writes of one account that both change its row at once: one is saved, the other refused whole with a 409', async () => {
    const teacher = await signIn('teacher');
    const sid = decodeURIComponent(/sms\.sid=([^;]+)/.exec(teacher.cookie)![1])
      .slice(2)
      .split('.')[0];
    const precondition = () => ({
      sql: (literal: (v: string) => string) => PgSessionStore.liveAndLocked(sid, literal),
      refused: () => new Error('refused'),
      held: false,
    });
    // Both hold the session check's share lock on the account row before either changes it.
    let bothIn: () => void = () => undefined;
    const met = new Promise<void>((resolve) => {
      let n = 0;
      bothIn = () => (++n === 2 ? resolve() : undefined);
    });
    const write = (mobile: string) =>
      actingAs(
        teacher.loginId,
        () =>
          transaction(async () => {
            bothIn();
            await met;
            await query('UPDATE accounts SET mobile = $2 WHERE id = $1', [teacher.accountId, mobile]);
            return mobile;
          }),
        precondition(),
      );
    const outcomes = await Promise.allSettled([write('9000000001'), write('9000000002')]);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(1);
    const app = express();
    app.get('/', () => {
      throw refused[0].reason;
    });
    app.use(errorHandler);
    const answer = await supertest(app).get('/');
    expect([answer.status, answer.body.error]).toEqual([
      409,
      'Another change to the same records was saved at the same moment. Nothing was saved; please try again.',
    ]);
    const saved = outcomes.find((o) => o.status === 'fulfilled')!.value;
    expect(
      (await query<{ mobile: string }>('SELECT mobile FROM accounts WHERE id = $1', [teacher.accountId]))[0].mobile,
    ).toBe(saved);
  });
});
