import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../databases';
import type { Role } from '@contracts/enums';
import { query } from '../../src/db/pool';
import { type AppProcess, startAppProcess } from '../app-processes';
import { makeUser, PASSWORD } from '../factories';
import { tokenMailedTo } from '../mailbox';
import { testApp } from '../test-app';

// Two real server processes on one PostgreSQL, each keeping the sessions it has served in
// memory: a session ended through one (or through neither) is refused at once by both.
const ctx = testApp();
let a: AppProcess;
let b: AppProcess;
const PATHS: Record<Role, string> = {
  admin: '/api/dashboard',
  teacher: '/api/login/status',
  student: '/api/attendance_s',
  parent: '/api/parent/children',
};

const listenerOf = async (p: AppProcess) =>
  (
    await query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND query <> ''", [
      `school-session-changes ${p.pid}`,
    ])
  )[0]?.pid;

async function listening(p: AppProcess): Promise<number> {
  for (const until = Date.now() + 20_000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
    const pid = await listenerOf(p);
    if (pid) return pid;
  }
  throw new Error(`process ${p.pid} never listened:\n${p.output()}`);
}

beforeAll(async () => {
  [a, b] = await Promise.all([startAppProcess(testDatabaseUrl()), startAppProcess(testDatabaseUrl())]);
  await Promise.all([listening(a), listening(b)]);
}, 90_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

async function signIn(role: Role) {
  const user = await makeUser(role);
  const res = await supertest(ctx.app).post('/api/api/login').send({ roll_no: user.loginId, password: PASSWORD });
  expect(res.status).toBe(200);
  const cookie = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  return { ...user, role, cookie };
}
type Signed = Awaited<ReturnType<typeof signIn>>;

/** Both processes serve the session (twice, so each has it in memory). */
async function servedByBoth(...users: Signed[]): Promise<void> {
  for (const u of users)
    for (const p of [a, b, a, b]) {
      const res = await supertest(p.url).get(PATHS[u.role]).set('Cookie', u.cookie);
      expect(res.status, `${p.url} ${PATHS[u.role]}: ${res.text}`).toBe(200);
      if (u.role === 'teacher') expect(res.body.isLoggedIn).toBe(true);
    }
}

/** What each process still opens with the cookie, asked of the other process first. */
async function stillOpen(u: Signed): Promise<string[]> {
  const open: string[] = [];
  for (const [name, p] of [
    ['process B', b],
    ['process A', a],
  ] as const) {
    const res = await supertest(p.url).get(PATHS[u.role]).set('Cookie', u.cookie);
    if (u.role === 'teacher' ? res.body.isLoggedIn !== false : res.status !== 401)
      open.push(`${name}: ${PATHS[u.role]} answered ${res.status} ${res.text.slice(0, 80)}`);
  }
  return open;
}

const send = (method: 'post' | 'put' | 'delete', path: string, cookie: string, body?: object) =>
  supertest(a.url)[method](path).set('Cookie', cookie).send(body);

describe('a session ended through one process is refused at once by the other', () => {
  it('logout', async () => {
    const u = await signIn('admin');
    await servedByBoth(u);
    expect((await send('post', '/api/admin/logout', u.cookie)).status).toBe(200);
    expect(await stillOpen(u)).toEqual([]);
  });

  it('a password changed by another admin, and by the admin themselves (their other sessions end, this one goes on)', async () => {
    const changer = await signIn('admin');
    const target = await signIn('admin');
    await servedByBoth(changer, target);
    const byOther = await send('put', '/api/admin_signup', changer.cookie, {
      user_id: target.loginId,
      name: 'Test Admin',
      email: target.email,
      mobile_no: '9000000000',
      password: 'changed-by-another',
    });
    expect(byOther.status, byOther.text).toBe(200);
    expect(await stillOpen(target)).toEqual([]);

    const other = await supertest(ctx.app)
      .post('/api/api/login')
      .send({ roll_no: changer.loginId, password: PASSWORD });
    const elsewhere = { ...changer, cookie: (other.headers['set-cookie'] as unknown as string[])[0].split(';')[0] };
    await servedByBoth(elsewhere);
    const own = await send('put', '/api/admin_signup', changer.cookie, {
      user_id: changer.loginId,
      name: 'Test Admin',
      email: changer.email,
      mobile_no: '9000000000',
      password: 'changed-by-myself',
    });
    expect(own.status, own.text).toBe(200);
    expect(await stillOpen(elsewhere)).toEqual([]);
    await servedByBoth(changer);
  });

  it('a password reset from a mailed link', async () => {
    const u = await signIn('teacher');
    await servedByBoth(u);
    expect((await supertest(a.url).post('/api/account/forgot').send({ roll_no: u.loginId })).status).toBe(202);
    const reset = await supertest(a.url)
      .post('/api/account/reset')
      .send({ token: await tokenMailedTo(u.email, 'reset-link'), password: 'a-reset-password' });
    expect(reset.status, reset.text).toBe(200);
    expect(await stillOpen(u)).toEqual([]);
  });

  it('the withdrawal of a student, the deletion of a teacher and the reset of a login by an admin', async () => {
    const admin = await signIn('admin');
    const student = await signIn('student');
    const teacher = await signIn('teacher');
    const reclaimed = await signIn('teacher');
    await servedByBoth(admin, student, teacher, reclaimed);
    const withdrawn = await send('post', '/api/admin/Students/withdraw', admin.cookie, {
      student_id: student.loginId,
      withdrawn_on: new Date().toISOString().slice(0, 10),
      reason: 'Moved away',
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(await stillOpen(student)).toEqual([]);
    expect((await send('delete', `/api/Teachers/${teacher.loginId}`, admin.cookie)).status).toBe(200);
    expect(await stillOpen(teacher)).toEqual([]);
    expect((await send('post', `/api/admin/logins/${reclaimed.loginId}/reset`, admin.cookie)).status).toBe(200);
    expect(await stillOpen(reclaimed)).toEqual([]);
  });

  it('a generation bumped or a session deleted by hand, through neither process', async () => {
    const bumped = await signIn('parent');
    const deleted = await signIn('admin');
    await servedByBoth(bumped, deleted);
    await query('UPDATE accounts SET session_generation = session_generation + 1 WHERE id = $1', [bumped.accountId]);
    await query("DELETE FROM session WHERE (sess -> 'user' ->> 'accountId')::bigint = $1", [deleted.accountId]);
    // The test process's own commits reach both listeners; give them the time a request takes.
    await new Promise((r) => setTimeout(r, 50));
    expect(await stillOpen(bumped)).toEqual([]);
    expect(await stillOpen(deleted)).toEqual([]);
  });

  it('a language chosen through one process is the session’s language on the other at once', async () => {
    const u = await signIn('teacher');
    await servedByBoth(u);
    expect((await send('put', '/api/me/language', u.cookie, { language: 'or' })).status).toBe(200);
    const status = await supertest(b.url).get('/api/login/status').set('Cookie', u.cookie);
    expect(status.body.language).toBe('or');
  });
});

describe('when a process stops hearing the database', () => {
  it('reads every session from the database until it listens again, then keeps refusing ended sessions at once', async () => {
    const before = await signIn('admin');
    const during = await signIn('admin');
    await servedByBoth(before, during);
    const cut = await listening(b);
    await query('SELECT pg_terminate_backend($1)', [cut]);
    // Ended while B's listener is down (or reconnecting): B must not serve it from memory.
    await query("DELETE FROM session WHERE (sess -> 'user' ->> 'accountId')::bigint = $1", [during.accountId]);
    expect(await stillOpen(during)).toEqual([]);
    await b.waitFor(/session changes: not listening/);
    await b.waitFor(/session changes: listening again/, 20_000);
    expect(await listening(b)).not.toBe(cut);
    await servedByBoth(before);
    expect((await send('post', '/api/admin/logout', before.cookie)).status).toBe(200);
    expect(await stillOpen(before)).toEqual([]);
  });
});
