import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Page, Request } from '@playwright/test';
import pg from 'pg';
import { insertTeacher } from './fixtures';
import { adminApi, enterMarks, markDay, postAssignment, postNotice, postTimetable, teacherApi } from './portal';
import { E2E_ADMIN, e2eState } from './state';

export type Role = 'public' | 'admin' | 'teacher' | 'student' | 'parent';

/** One person of each role with records on every screen they reach, and a long email to wrap. */
export interface School {
  logins: Record<Exclude<Role, 'public'>, { id: string; password: string }>;
  feeId: number;
}

const today = () => new Date().toISOString().slice(0, 10);

export async function arrangeSchool(baseURL: string): Promise<School> {
  const db = new pg.Client({ connectionString: e2eState().databaseUrl });
  await db.connect();
  try {
    const tag = randomUUID().slice(0, 8);
    const teacher = await insertTeacher(db, `Screens Teacher ${tag}`);
    const longEmail = `a.student.with.a.very.long.email.address.${tag}@example-school-district.org`;
    const { rows: s } = await db.query(
      `INSERT INTO students (name, dob, class, section, gender, father_name, mother_name, email, mobile, address)
       VALUES ($1, '2012-03-04', 5, 'A', 'Female', 'Prakash Mohapatra', 'Sunita Mohapatra', $2, '9123456780', '221 Long Address Lane, Near the Old Temple, Bhubaneswar') RETURNING student_id`,
      [`Screens Student ${tag}`, longEmail],
    );
    const studentId = s[0].student_id as string;
    const parentEmail = `a.parent.with.a.long.email.${tag}@example-school-district.org`;
    const { rows: g } = await db.query(
      `INSERT INTO guardians (name, email, mobile, notify) VALUES ($1, $2, $3, true) RETURNING id, guardian_id`,
      [`Screens Parent ${tag}`, parentEmail, `7${Date.now() % 1e9}`.padEnd(10, '0')],
    );
    await db.query(`INSERT INTO student_guardians (student_id, guardian_id, relation) VALUES ($1, $2, 'mother')`, [
      studentId,
      g[0].id,
    ]);
    const { rows: f } = await db.query(
      `INSERT INTO fees (student_id, name, class, amount, payment_mode, payment_date, receipt_no)
       VALUES ($1, $2, 5, 2500, 'Online', $3, padded_code('R', nextval('fee_receipt_seq'), 6)) RETURNING fee_id`,
      [studentId, `Screens Student ${tag}`, today()],
    );

    const admin = await adminApi(baseURL);
    await postNotice(admin, `Sports day on Friday ${tag}`);
    await postTimetable(admin, `Class 5 timetable ${tag}`);
    await admin.dispose();
    const t = await teacherApi(baseURL, teacher);
    await postAssignment(t, `Fractions worksheet ${tag}`);
    await markDay(t, studentId, today(), 'Present');
    await enterMarks(t, studentId, `Unit Test ${tag}`, [88, 76, 69, 91, 80, 72]);
    await t.dispose();
    await (await teacherApi(baseURL, { id: studentId, email: longEmail }, 'student-pass-1')).dispose();
    await (
      await teacherApi(baseURL, { id: g[0].guardian_id as string, email: parentEmail }, 'parent-pass-1')
    ).dispose();
    return {
      logins: {
        admin: E2E_ADMIN,
        teacher: { id: teacher.id, password: 'teacher-pass-1' },
        student: { id: studentId, password: 'student-pass-1' },
        parent: { id: g[0].guardian_id as string, password: 'parent-pass-1' },
      },
      feeId: f[0].fee_id as number,
    };
  } finally {
    await db.end();
  }
}

const underWay = new WeakMap<Page, Set<Request>>();

/** From now on the page's requests under way are counted, and settle waits for them alone. */
export function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  underWay.set(page, pending);
  page.on('request', (r) => pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Until the page has drawn twice: what it drew has started its effects (a screen's requests). */
export const drawn = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))));
/** Until the page's main thread has a moment with nothing to do (it has handled what it was given). */
const idle = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 2_000 })));

/**
 * Until the requests the screen made as it opened (its data, its code, the session check) are
 * answered and drawn. Not the ones it starts afterwards in the background: a teacher's screens
 * read the day's registers and grids for offline use, one after the other, for seconds.
 * Playwright's 'networkidle' waited half a second after the last of those, or not at all when
 * a loaded machine left a gap in them.
 */
async function ownRequestsDone(page: Page, pending: Set<Request>): Promise<void> {
  await drawn(page);
  const own = [...pending];
  const until = Date.now() + 30_000;
  while (own.some((r) => pending.has(r))) {
    if (Date.now() > until)
      throw new Error(`no answer yet to ${own.filter((r) => pending.has(r)).map((r) => r.url())}`);
    await pause(20);
  }
  await idle(page);
}

/** Waits until a screen has its heading and nothing is loading any more. */
export async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'visible' });
  const pending = underWay.get(page);
  if (pending) await ownRequestsDone(page, pending);
  else await page.waitForLoadState('networkidle');
  // The loading line (components/loading.tsx) and a table that is fetching. Other `.loading`
  // lines say a list is empty ("Nothing posted yet") and stay: waiting for them to go would
  // wait out the 15 s.
  await page
    .locator('.loading[role="status"], [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
}

/** How far the page is wider than the window, and the row actions that stand outside it. */
export function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const outside = [...document.querySelectorAll<HTMLElement>('.row-actions button, .row-actions a')]
      .map((el) => ({ name: el.getAttribute('aria-label') ?? el.textContent ?? '', box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > root.clientWidth + 0.5))
      .map(({ name, box }) => `${name} at x=${Math.round(box.left)}-${Math.round(box.right)}`);
    return { overflow: root.scrollWidth - root.clientWidth, actionsOutside: outside };
  });
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

declare global {
  interface Window {
    axe: {
      run: (
        ctx: Document,
        opts: object,
      ) => Promise<{ violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] }>;
    };
  }
}

/** axe-core's critical and serious findings on the page as it stands, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(
    async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations,
  );
  return found
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}
