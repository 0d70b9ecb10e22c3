import { type APIRequestContext, type APIResponse, request } from '@playwright/test';
import { minimalPdf, tinyPng } from '../../server/test/sample-files';
import { expect } from './fixtures';
import { E2E_ADMIN } from './state';

// Records arranged the way the school's staff make them: through the app's own API, signed in.

async function ok(res: Promise<APIResponse>): Promise<APIResponse> {
  const r = await res;
  expect(r.ok(), `${r.status()} ${await r.text()}`).toBe(true);
  return r;
}

export async function apiSignIn(baseURL: string, id: string, password: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  await ok(api.post('/api/api/login', { data: { roll_no: id, password } }));
  return api;
}

export const adminApi = (baseURL: string) => apiSignIn(baseURL, E2E_ADMIN.id, E2E_ADMIN.password);

/** A teacher the school created claims their login and signs in, all through the API. */
export async function teacherApi(
  baseURL: string,
  teacher: { id: string; email: string },
  password = 'teacher-pass-1',
): Promise<APIRequestContext> {
  const anon = await request.newContext({ baseURL });
  await ok(
    anon.post('/api/api/admin/signup', {
      data: { email: teacher.email, mobile_no: '9876543210', roll_no: teacher.id, password },
    }),
  );
  // The link the school would have mailed, as the admin reads it on the Outbox.
  const admin = await adminApi(baseURL);
  const [mail] = (await (await ok(admin.get('/api/admin/outbox', { params: { q: teacher.email } }))).json()) as {
    text: string;
  }[];
  await admin.dispose();
  const token = /\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  await ok(anon.post('/api/account/confirm', { data: { token } }));
  await anon.dispose();
  return apiSignIn(baseURL, teacher.id, password);
}

/** A subject left null is not entered yet. */
export type Subjects = [
  math: number | null,
  english: number | null,
  physics: number | null,
  chemistry: number | null,
  odia: number | null,
  hindi: number | null,
];

export function enterMarks(api: APIRequestContext, studentId: string, examName: string, m: Subjects, cls = 5) {
  const [math, english, physics, chemistry, odia, hindi] = m;
  return ok(
    api.post('/api/admin/marks', {
      data: {
        student_id: studentId,
        exam_name: examName,
        class: cls,
        math,
        english,
        physics,
        chemistry,
        odia,
        hindi,
        total_marks: 600,
      },
    }),
  );
}

export function markDay(
  api: APIRequestContext,
  studentId: string,
  date: string,
  status: 'Present' | 'Absent',
  cls = 5,
) {
  return ok(
    api.post('/api/attendance', { data: { student_id: studentId, class: cls, attendance_date: date, status } }),
  );
}

const pdf = (name: string, text: string) => ({ name, mimeType: 'application/pdf', buffer: minimalPdf(text) });
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: tinyPng(48, [30, 140, 90]) });

export const postNotice = (api: APIRequestContext, title: string) =>
  ok(api.post('/api/admin/notices', { multipart: { title, file: pdf('notice.pdf', title) } }));

export const postTimetable = (api: APIRequestContext, title: string) =>
  ok(api.post('/api/admin/timetable', { multipart: { title, file: png('timetable.png') } }));

export const postAssignment = (api: APIRequestContext, title: string, cls = 5) =>
  ok(
    api.post('/api/admin/assignments', {
      multipart: {
        title,
        date: '2025-09-15',
        description: 'Exercises 1 to 10 on page 42.',
        class: String(cls),
        file: png('worksheet.png'),
      },
    }),
  );

/** The first days of this month up to today (at most `count`), and `lastCount` days of last month, as YYYY-MM-DD. */
export function termDates(count: number, lastCount: number): { thisMonth: string[]; lastMonth: string[] } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const today = new Date();
  const thisMonth = Array.from({ length: Math.min(count, today.getDate()) }, (_, i) =>
    iso(new Date(today.getFullYear(), today.getMonth(), i + 1)),
  );
  const lastMonth = Array.from({ length: lastCount }, (_, i) =>
    iso(new Date(today.getFullYear(), today.getMonth() - 1, 10 + i)),
  );
  return { thisMonth, lastMonth };
}

export const monthName = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00`).toLocaleString('en-US', { month: 'long', year: 'numeric' });
