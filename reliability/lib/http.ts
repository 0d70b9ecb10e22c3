import { minimalPdf } from '../../server/src/demo/sample-files';
import { PASSWORD, SECTION } from './seed';

/** The answer to one request, or how it failed, and how long it took. */
export interface Outcome {
  status: number | null;
  error?: string;
  ms: number;
  startedAt: number;
  endedAt: number;
  body?: unknown;
}

/** One request with a hard time limit: a request that hangs shows up as an error, not a stall. */
export async function timed(url: string, init: RequestInit & { cookie?: string }, limitMs: number): Promise<Outcome> {
  const startedAt = performance.now();
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('Cookie', init.cookie);
  try {
    const res = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(limitMs) });
    const text = await res.text();
    const endedAt = performance.now();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: res.status, ms: endedAt - startedAt, startedAt, endedAt, body };
  } catch (err) {
    const endedAt = performance.now();
    const e = err as Error & { cause?: { code?: string } };
    return {
      status: null,
      error: e.name === 'TimeoutError' ? 'timeout' : (e.cause?.code ?? e.message),
      ms: endedAt - startedAt,
      startedAt,
      endedAt,
    };
  }
}

export async function signIn(baseUrl: string, loginId: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ roll_no: loginId, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${loginId} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export type Status = 'Present' | 'Absent';

export interface RegisterSave {
  class: number;
  section: string;
  attendance_date: string;
  entries: { student_id: string; status: Status }[];
}

export function registerSave(
  cls: number,
  date: string,
  students: string[],
  statusOf: (i: number) => Status,
): RegisterSave {
  return {
    class: cls,
    section: SECTION,
    attendance_date: date,
    entries: students.map((id, i) => ({ student_id: id, status: statusOf(i) })),
  };
}

export const json = (body: unknown, method = 'PUT'): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** A real PDF padded to about `bytes`, as a notice upload. */
export function noticeUpload(title: string, bytes: number): { method: 'POST'; body: FormData } {
  const pdf = minimalPdf(title);
  const form = new FormData();
  form.set('title', title);
  const padded = new Uint8Array(Math.max(bytes, pdf.length)).fill(0x20);
  padded.set(pdf);
  form.set('file', new Blob([padded], { type: 'application/pdf' }), `${title}.pdf`);
  return { method: 'POST', body: form };
}

/** A day `n` days after 2024-01-01: registers in the past, each key its own date. */
export function dayAfter(n: number): string {
  return new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
