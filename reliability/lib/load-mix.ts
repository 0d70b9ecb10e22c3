import { randomUUID } from 'node:crypto';
import { seededRandom } from '../../server/src/demo/names';
import { dayAfter, noticeUpload, registerSave, signIn, type Status } from './http';
import type { RegisterLedger } from './register-ledger';
import { CLASS_COUNT, type School } from './seed';

export type Kind = 'register save' | 'student marks' | 'student attendance' | 'admin student list' | 'notice upload';

/** One request of a simulated user, and what to do with its answer. */
export interface Call {
  kind: Kind;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
  answered?: (status: number | null) => void;
}

/** A simulated user: each call gives their next request. */
export type Caller = () => Call;

// Of every ten users three are teachers saving registers, five students reading their results
// and attendance, two admins paging through the students.
const roleOf = (i: number) => (i % 10 < 3 ? 'teacher' : i % 10 < 8 ? 'student' : 'admin');
const DATES_PER_TEACHER = 5;

/**
 * Signs `count` users in (a few at a time, so the load starts with warm sessions) and returns
 * one caller per user. Every teacher saves only their own classes and dates, distinct from
 * every other user's (`dateBase` keeps scenarios apart), so "the last save sent" of each
 * register is well defined.
 */
export async function makeCallers(
  url: string,
  school: School,
  ledger: RegisterLedger,
  count: number,
  dateBase = 0,
): Promise<Caller[]> {
  const seen = { teacher: 0, student: 0, admin: 0 };
  const plan = Array.from({ length: count }, (_, i) => {
    const role = roleOf(i);
    return { role, n: seen[role]++ };
  });
  const loginOf = ({ role, n }: (typeof plan)[number]) =>
    role === 'teacher'
      ? school.teachers[n % school.teachers.length]
      : role === 'admin'
        ? school.admins[n % school.admins.length]
        : school.students[(n * 7) % school.students.length];
  const cookies: string[] = [];
  for (let i = 0; i < plan.length; i += 10)
    cookies.push(...(await Promise.all(plan.slice(i, i + 10).map((p) => signIn(url, loginOf(p))))));

  return plan.map((p, i): Caller => {
    const cookie = cookies[i];
    if (p.role === 'student') {
      let k = 0;
      const id = loginOf(p);
      return () =>
        k++ % 2 === 0
          ? { kind: 'student marks', method: 'GET', path: `/api/student/marks/${id}`, headers: { cookie } }
          : { kind: 'student attendance', method: 'GET', path: '/api/attendance_s', headers: { cookie } };
    }
    if (p.role === 'admin') {
      let page = p.n;
      return () => ({
        kind: 'admin student list',
        method: 'GET',
        path: `/api/admin/Students?page=${(page++ % 20) + 1}&pageSize=20&sort=name&order=asc`,
        headers: { cookie },
      });
    }
    const cls = (p.n % CLASS_COUNT) + 1;
    const slot = dateBase + Math.floor(p.n / CLASS_COUNT);
    const rng = seededRandom(1000 + p.n + dateBase);
    const status = (): Status => (rng.next() < 0.1 ? 'Absent' : 'Present');
    let k = 0;
    return () => {
      const save = registerSave(
        cls,
        dayAfter(slot * DATES_PER_TEACHER + (k++ % DATES_PER_TEACHER)),
        school.classes.get(cls)!,
        status,
      );
      const sent = ledger.sent(save);
      return {
        kind: 'register save',
        method: 'PUT',
        path: '/api/attendance/register',
        // A key per save, as the app's screens send: a retry of it is answered once.
        headers: { cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(save),
        answered: (s) => {
          sent.answer = s;
        },
      };
    };
  });
}

/** Room for `teachers` teacher callers' dates after `dateBase`, for the next scenario's base. */
export const dateSlots = (callers: number) => Math.ceil(callers / 10) * 3;

/** An admin uploading notices of about `bytes` each, one after another. */
export function uploader(cookie: string, name: string, bytes: number): Caller {
  let n = 0;
  return () => {
    const { body } = noticeUpload(`${name} ${n++}`, bytes);
    return {
      kind: 'notice upload',
      method: 'POST',
      path: '/api/admin/notices',
      headers: { cookie, 'idempotency-key': randomUUID() },
      body,
    };
  };
}
